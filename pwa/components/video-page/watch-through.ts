import type { ViewerVisitView } from '../../../shared/api/videos.ts';

type Visit = Pick<ViewerVisitView, 'played' | 'completed' | 'furthestSecond' | 'watchedPercent'>;

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * How much of the video one visit watched, 0 to 100: the server's figure, else worked out from
 * the furthest second and the video's length; a completed visit watched it all.
 */
export function visitWatchedPercent(visit: Visit, durationSeconds: number): number {
  if (!visit.played) return 0;
  if (visit.completed) return 100;
  if (visit.watchedPercent !== null) return clampPercent(visit.watchedPercent);
  if (durationSeconds > 0) return clampPercent((visit.furthestSecond / durationSeconds) * 100);
  return 0;
}

/** The 'average watched' of the visits that played the video; null when none has. */
export function averageWatched(visits: readonly Visit[], durationSeconds: number): number | null {
  const played = visits.filter((visit) => visit.played);
  if (played.length === 0) return null;
  const total = played.reduce((sum, visit) => sum + visitWatchedPercent(visit, durationSeconds), 0);
  return Math.round(total / played.length);
}
