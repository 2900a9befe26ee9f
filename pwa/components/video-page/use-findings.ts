import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FindingsResponse } from '../../../shared/api/screening.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { blurFinding, dismissFinding, fetchFindings, muteFinding } from '../../api/screening.ts';
import { POLL_INTERVAL_MS } from './processing-status.ts';

const key = queryKeys.video.findings;

/** Asked again every few seconds while the screening runs or a new version is being made. */
const stillWorking = (data: FindingsResponse | undefined) =>
  !data ||
  data.status === 'pending' ||
  data.findings.some((f) => f.state === 'blurring' || f.state === 'muting');

/** GET /api/videos/:id/findings while the video is ready. */
export function useFindings(videoId: string, ready: boolean) {
  return useQuery({
    queryKey: key(videoId),
    queryFn: () => fetchFindings(videoId),
    enabled: ready,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.error || !stillWorking(query.state.data) ? false : POLL_INTERVAL_MS,
  });
}

/**
 * Blur one finding on screen, mute one said, or mark it fine with a reason; the list shows the
 * answer at once.
 */
export function useFindingActions(videoId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: key(videoId) });
  const blur = useMutation({
    mutationFn: (findingId: string) => blurFinding(videoId, findingId),
    onSuccess,
  });
  const mute = useMutation({
    mutationFn: (findingId: string) => muteFinding(videoId, findingId),
    onSuccess,
  });
  const dismiss = useMutation({
    mutationFn: ({ findingId, reason }: { findingId: string; reason: string }) =>
      dismissFinding(videoId, findingId, reason),
    onSuccess,
  });
  return { blur, mute, dismiss };
}
