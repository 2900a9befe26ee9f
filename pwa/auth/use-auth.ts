import { useQuery } from '@tanstack/react-query';
import type { AdvisorView } from '../../shared/api/accounts.ts';
import { fetchSession } from './known-advisor.ts';
import { queryKeys } from '../api/query-keys.ts';

/** The signed-in advisor (null when signed out) and whether that is still being found out. */
export function useAuth(): { advisor: AdvisorView | null; isLoading: boolean } {
  const query = useQuery({ queryKey: queryKeys.me, queryFn: fetchSession });
  return { advisor: query.data?.advisor ?? null, isLoading: query.isPending };
}
