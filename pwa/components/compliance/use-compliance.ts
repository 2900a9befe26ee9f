import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ComplianceQueueFilter,
  ComplianceVideoResponse,
} from '../../../shared/api/compliance.ts';
import type { ApprovalDecisionInput } from '../../../shared/schemas/compliance.ts';
import {
  decideApproval,
  fetchComplianceAccess,
  fetchComplianceVideo,
  fetchDownloadPolicy,
  fetchFirmSettings,
  fetchQueue,
  reviewVideo,
  saveFirmSettings,
  saveScreeningPolicy,
} from '../../api/compliance.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { queryKeys } from '../../api/query-keys.ts';

const keys = queryKeys.compliance;

/** GET /api/compliance/access for the signed-in account. */
export function useComplianceAccess() {
  const { advisor } = useAuth();
  return useQuery({
    queryKey: keys.access(advisor?.id),
    queryFn: fetchComplianceAccess,
    enabled: Boolean(advisor),
    staleTime: 5 * 60_000,
  });
}

/** Whether the signed-in account supervises (false while unknown, or signed out). */
export const useIsComplianceUser = (): boolean => useComplianceAccess().data?.compliance ?? false;

/** The queue's pages for a filter; fetched afresh on every visit. */
export function useQueue(filter: ComplianceQueueFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: keys.queue(filter),
    queryFn: ({ pageParam }) => fetchQueue(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    enabled,
  });
}

export function useComplianceVideo(id: string | undefined) {
  return useQuery({
    queryKey: keys.video(id ?? ''),
    queryFn: () => fetchComplianceVideo(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** After a review or a decision: the video's detail is the answer; the queue is out of date. */
function useVideoAnswer() {
  const queryClient = useQueryClient();
  return (answer: ComplianceVideoResponse) => {
    queryClient.setQueryData(keys.video(answer.video.id), answer);
    void queryClient.invalidateQueries({ queryKey: keys.queueAll });
  };
}

export function useReviewVideo(id: string) {
  const onSuccess = useVideoAnswer();
  return useMutation({ mutationFn: (note: string) => reviewVideo(id, note), onSuccess });
}

export function useDecideApproval(id: string) {
  const onSuccess = useVideoAnswer();
  return useMutation({
    mutationFn: (input: ApprovalDecisionInput) => decideApproval(id, input),
    onSuccess,
  });
}

export function useFirmSettings(enabled: boolean) {
  return useQuery({ queryKey: keys.settings, queryFn: fetchFirmSettings, enabled });
}

/** Whether the firm forbids downloads, for any advisor's video page. */
export function useDownloadPolicy() {
  return useQuery({ queryKey: keys.downloadPolicy, queryFn: fetchDownloadPolicy });
}

export function useSaveFirmSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFirmSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(keys.settings, settings);
      queryClient.setQueryData(keys.downloadPolicy, {
        downloadsForbidden: settings.downloadsForbidden,
      });
      void queryClient.invalidateQueries({ queryKey: keys.queueAll });
    },
  });
}

/** The firm's risky phrases and hold policy; the settings shown are the server's answer. */
export function useSaveScreeningPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScreeningPolicy,
    onSuccess: (settings) => queryClient.setQueryData(keys.settings, settings),
  });
}
