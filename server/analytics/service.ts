import type { ComplimentType, ViewerEventName } from '../../shared/api/share.ts';
import type { VideoActivity } from '../../shared/api/videos.ts';
import type { AppDeps } from '../deps.ts';

function parseMetadata(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Who watched a video, how far each visit got, what clients said and did, newest first. The
 * caller has checked the video is the advisor's. Reading marks its responses as read (each
 * says whether it was read before). The record is share's, which writes it: analytics asks
 * `deps.viewerRecord` and keeps only how the video page reads it (percent watched, parsed
 * metadata), since videos imports analytics and share imports videos.
 */
export async function videoActivity(
  deps: AppDeps,
  videoId: string,
  durationSeconds: number | null,
): Promise<VideoActivity> {
  const [visits, responses, events, replies] = await Promise.all([
    deps.viewerRecord.newestVisits(deps.db, videoId),
    deps.viewerRecord.newestResponses(deps.db, videoId),
    deps.viewerRecord.newestEvents(deps.db, videoId),
    deps.commentReplies.byComment(deps.db, videoId),
  ]);
  await deps.viewerRecord.markResponsesRead(deps.db, videoId, deps.clock.now().toISOString());
  return {
    visits: visits.map((visit) => {
      const furthestSecond = Number(visit.furthestSecond);
      return {
        sessionId: visit.sessionId,
        startedAt: visit.createdAt,
        lastSeenAt: visit.lastSeenAt,
        played: visit.playedAt !== null,
        completed: visit.completedAt !== null,
        furthestSecond,
        watchedPercent:
          durationSeconds && durationSeconds > 0
            ? Math.min(100, Math.round((furthestSecond / durationSeconds) * 100))
            : null,
      };
    }),
    responses: responses.map((response) => ({
      id: response.id,
      sessionId: response.sessionId,
      type: response.type as ComplimentType,
      message: response.message ?? '',
      createdAt: response.createdAt,
      atSeconds: response.atSeconds,
      read: response.readAt !== null,
      replies: replies.get(response.id) ?? [],
    })),
    events: events.map((event) => ({
      id: event.id,
      sessionId: event.sessionId,
      event: event.event as ViewerEventName,
      metadata: parseMetadata(event.metadata),
      createdAt: event.createdAt,
    })),
  };
}
