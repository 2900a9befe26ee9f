import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { VideosPage } from '../../../shared/api/videos.ts';
import { fetchVideos, fetchVideosSummary, type LibraryQuery } from '../../api/videos.ts';
import { useUnfinishedDrafts } from '../../drafts/use-drafts.ts';
import { usePendingUploads } from '../../sync/use-pending-uploads.ts';
import { useSyncStatuses } from '../../sync/use-sync.ts';
import { deviceDrafts, type DeviceDraft } from './device-drafts.ts';
import { processingOnServer } from './video-status.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** How often a list with uploads or processing under way asks again. */
const IN_FLIGHT_REFRESH_MS = 5_000;

const anyProcessing = (pages: readonly VideosPage[] | undefined) =>
  pages?.some((page) => page.videos.some(processingOnServer)) ?? false;

/**
 * The library's pages of videos, newest first, for a search and filters; 'Load more' fetches
 * the next with the last page's cursor. Unlike the app's never-stale default, the list is
 * fetched again on every visit (videos finish processing and collect views meanwhile) and
 * every few seconds while the server is processing one of them or this device has recordings
 * to upload (`waiting`).
 */
export function useLibraryVideos(query: LibraryQuery, { waiting }: { waiting: boolean }) {
  return useInfiniteQuery({
    queryKey: queryKeys.videos.library(query),
    queryFn: ({ pageParam }) => fetchVideos({ ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Typing a search keeps the last results on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (current) =>
      waiting || anyProcessing(current.state.data?.pages) ? IN_FLIGHT_REFRESH_MS : false,
  });
}

/** The dashboard's few newest videos. */
export function useRecentVideos(limit: number, { waiting }: { waiting: boolean }) {
  return useQuery({
    queryKey: queryKeys.videos.recent(limit),
    queryFn: () => fetchVideos({ limit }),
    staleTime: 0,
    refetchInterval: (current) =>
      waiting || current.state.data?.videos.some(processingOnServer) ? IN_FLIGHT_REFRESH_MS : false,
  });
}

/** Totals and unread client responses; fetched again on each visit (reading marks them read). */
export function useVideosSummary() {
  return useQuery({
    queryKey: queryKeys.videos.summary,
    queryFn: fetchVideosSummary,
    staleTime: 0,
  });
}

/** Recordings on this device not (fully) on the server yet: unsaved ones and saved ones. */
export function useDeviceDrafts(advisorId: string): DeviceDraft[] {
  const unsaved = useUnfinishedDrafts(advisorId);
  const pending = usePendingUploads(advisorId);
  const statuses = useSyncStatuses();
  return useMemo(
    () => deviceDrafts(unsaved ?? [], pending, statuses),
    [unsaved, pending, statuses],
  );
}

/** `value`, once it has stopped changing for `delayMs` (a search box's typing). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The current time, moving on every `everyMs`, so 'Updated … ago' does not go stale on screen. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
