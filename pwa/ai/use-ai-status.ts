import { useQuery } from '@tanstack/react-query';
import { MODELS_GUIDE, type AiStatus } from '../../shared/api/ai.ts';
import { fetchAiStatus } from '../api/ai.ts';
import { useAuth } from '../auth/use-auth.ts';
import { queryKeys } from '../api/query-keys.ts';
import { recallLastKnown, rememberLastKnown } from '../offline/last-known.ts';

/**
 * What the server's models can make, for the signed-in advisor. Offline, what the server said
 * last on this device; undefined while the first answer loads or when the server was never
 * asked from here: the preview then makes no claim either way.
 */
export function useAiStatus() {
  const { advisor } = useAuth();
  const advisorId = advisor?.id;
  return useQuery({
    queryKey: queryKeys.aiStatus(advisorId),
    queryFn: async () => {
      const status = await fetchAiStatus();
      if (advisorId) rememberLastKnown('ai-status', advisorId, status);
      return status;
    },
    enabled: Boolean(advisor),
    // Shown at once, and asked again: what was true last time may have changed since.
    initialData: () => recallLastKnown<AiStatus>('ai-status', advisorId),
    initialDataUpdatedAt: 0,
    // Models change only when the administrator installs them and restarts the server.
    staleTime: 10 * 60 * 1000,
  }).data;
}

/** The one line the app shows where captions and AI titles would be, when they are off. */
export const MODELS_OFF_LINE = `Captions and AI titles are off: your administrator can install the models (see ${MODELS_GUIDE}).`;
