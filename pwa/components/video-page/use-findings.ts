import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/** Findings whose new version (blurred, muted) is still being made. */
const beingMade = (data: FindingsResponse | undefined) =>
  data?.findings.filter((f) => f.state === 'blurring' || f.state === 'muting').length ?? 0;

/**
 * GET /api/videos/:id/findings while the video is ready. When a new version is stored while
 * the page is open, the video and its captions are fetched again: a mute takes the words out
 * of the captions and transcript, and an editor left showing them would put them back.
 */
export function useFindings(videoId: string, ready: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key(videoId),
    queryFn: () => fetchFindings(videoId),
    enabled: ready,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.error || !stillWorking(query.state.data) ? false : POLL_INTERVAL_MS,
  });
  const making = beingMade(query.data);
  const was = useRef(making);
  useEffect(() => {
    if (making < was.current) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.video.one(videoId), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.video.captions(videoId) });
    }
    was.current = making;
  }, [making, videoId, queryClient]);
  return query;
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
