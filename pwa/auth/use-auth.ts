import { useQuery } from '@tanstack/react-query';
import type { AdvisorView } from '../../shared/api/accounts.ts';
import { fetchSession } from './known-advisor.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** The signed-in advisor (null when signed out) and whether that is still being found out. */
export function useAuth(): { advisor: AdvisorView | null; isLoading: boolean } {
  const query = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchSession });
  return { advisor: query.data?.advisor ?? null, isLoading: query.isPending };
}
