import { useQuery } from '@tanstack/react-query';
import { MODELS_GUIDE } from '../../shared/api/ai.ts';
import { fetchAiStatus } from '../api/ai.ts';
import { useAuth } from '../auth/use-auth.ts';
import { queryKeys } from '../api/query-keys.ts';

/**
 * What the server's models can make, for the signed-in advisor. Undefined while it loads or
 * when the server cannot be asked (offline): the preview then makes no claim either way.
 */
export function useAiStatus() {
  const { advisor } = useAuth();
  return useQuery({
    queryKey: queryKeys.aiStatus(advisor?.id),
    queryFn: fetchAiStatus,
    enabled: Boolean(advisor),
    // Models change only when the administrator installs them and restarts the server.
    staleTime: 10 * 60 * 1000,
  }).data;
}

/** The one line the app shows where captions and AI titles would be, when they are off. */
export const MODELS_OFF_LINE = `Captions and AI titles are off: your administrator can install the models (see ${MODELS_GUIDE}).`;
