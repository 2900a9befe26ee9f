import { useQuery } from '@tanstack/react-query';
import { FIRM_PATH, type FirmInfo } from '../../shared/api/firm.ts';
import { apiGet } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The firm's contacts and legal texts (GET /api/firm). Undefined while it loads or offline:
 * pages then name no contact rather than a made-up one.
 */
export function useFirmInfo(): FirmInfo | undefined {
  return useQuery({
    queryKey: queryKeys.firm,
    queryFn: () => apiGet<FirmInfo>(FIRM_PATH),
    // Set by the operator; a visit a few minutes old is recent enough.
    staleTime: 5 * 60 * 1000,
  }).data;
}
