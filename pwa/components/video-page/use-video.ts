import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CaptionsResponse, Chapter, VideoResponse } from '../../../shared/api/videos.ts';
import type { CameraLayout } from '../../../shared/schemas/camera-layout.ts';
import type { UpdateVideoInput } from '../../../shared/schemas/videos.ts';
import { ApiError } from '../../api/client.ts';
import {
  changeVideoLayout,
  deleteVideo,
  fetchCaptions,
  fetchSuggestions,
  fetchVideo,
  fetchVideoActivity,
  renewShareLink,
  revokeShareLink,
  saveCaptions,
  saveChapters,
  updateVideo,
} from '../../api/videos.ts';
import { isSettled, POLL_INTERVAL_MS } from './processing-status.ts';
import { queryKeys } from '../../api/query-keys.ts';

const videoKeys = queryKeys.video;
/** The library's and the dashboard's queries: a change here makes their copies out of date. */
const LIBRARY_KEY = queryKeys.videos.all;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * GET /api/videos/:id, fresh each time the page opens, and again every few seconds while the
 * server is still uploading or processing it (stops at ready, failed, or an error).
 */
export function useVideo(id: string) {
  return useQuery({
    queryKey: videoKeys.one(id),
    queryFn: () => fetchVideo(id),
    refetchOnMount: 'always',
    refetchInterval: (query) => {
      const status = query.state.data?.video.status;
      if (query.state.error || !status || isSettled(status)) return false;
      return POLL_INTERVAL_MS;
    },
  });
}

/** Who watched and what they said; reading it marks the responses read on the server. */
export function useVideoActivity(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: videoKeys.activity(id),
    queryFn: () => fetchVideoActivity(id),
    refetchOnMount: 'always',
  });
  // The video's unreadCount (here, in the library and on the dashboard) is 0 now.
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
    queryClient.setQueryData<VideoResponse>(videoKeys.one(id), (old) =>
      old ? { video: { ...old.video, unreadCount: 0 } } : old,
    );
  }, [loadedAt, id, queryClient]);
  return query;
}

/** Polls while suggestions are being made, for ten minutes at most (a video processed long ago). */
const SUGGESTIONS_POLLS = 200;

/**
 * What the language model suggests for the video's chapters and description; polled while the
 * server is still making them (after processing, or after the advisor corrected the captions).
 */
export function useSuggestions(id: string) {
  return useQuery({
    queryKey: videoKeys.suggestions(id),
    queryFn: () => fetchSuggestions(id),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < SUGGESTIONS_POLLS
        ? POLL_INTERVAL_MS
        : false,
  });
}

export function useCaptions(id: string) {
  return useQuery({
    queryKey: videoKeys.captions(id),
    queryFn: () => fetchCaptions(id),
    refetchOnMount: 'always',
  });
}

/**
 * When processing ends while the page is open, the captions it made and any activity since
 * are fetched again.
 */
export function useRefetchWhenSettled(id: string, settled: boolean | undefined) {
  const queryClient = useQueryClient();
  const was = useRef(settled);
  useEffect(() => {
    if (was.current === false && settled) {
      void queryClient.invalidateQueries({ queryKey: videoKeys.captions(id) });
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
    }
    was.current = settled;
  }, [settled, id, queryClient]);
}

/** The answer of a change is the whole video: it replaces the cached one. */
function useStoreVideo(id: string) {
  const queryClient = useQueryClient();
  return (response: VideoResponse) => {
    queryClient.setQueryData(videoKeys.one(id), response);
    void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
  };
}

export function useUpdateVideo(id: string) {
  const store = useStoreVideo(id);
  return useMutation({
    mutationFn: (input: UpdateVideoInput) => updateVideo(id, input),
    onSuccess: store,
  });
}

export function useChangeLayout(id: string) {
  const store = useStoreVideo(id);
  return useMutation({
    mutationFn: (layout: CameraLayout) => changeVideoLayout(id, layout),
    onSuccess: store,
  });
}

export function useSaveChapters(id: string) {
  const store = useStoreVideo(id);
  return useMutation({
    mutationFn: (chapters: Chapter[]) => saveChapters(id, chapters),
    onSuccess: store,
  });
}

export function useRevokeLink(id: string) {
  const store = useStoreVideo(id);
  return useMutation({ mutationFn: () => revokeShareLink(id), onSuccess: store });
}

export function useRenewLink(id: string) {
  const store = useStoreVideo(id);
  return useMutation({ mutationFn: () => renewShareLink(id), onSuccess: store });
}

export function useSaveCaptions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vtt: string) => saveCaptions(id, vtt),
    onSuccess: (response: CaptionsResponse) => {
      queryClient.setQueryData(videoKeys.captions(id), response);
      // Suggestions made from the old words are being made again from these.
      void queryClient.invalidateQueries({ queryKey: videoKeys.suggestions(id) });
    },
  });
}

/**
 * DELETE /api/videos/:id. The page leaves first and calls `forget` after: dropping the cached
 * video while the page still shows it would fetch it again and flash 'Video not found'.
 */
export function useDeleteVideo(id: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteVideo(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
  const forget = () => queryClient.removeQueries({ queryKey: videoKeys.one(id) });
  return { ...mutation, forget };
}
