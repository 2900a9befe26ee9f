import type * as v from 'valibot';
import { QUICK_COMPLIMENTS } from '../../shared/api/share.ts';
import type {
  complimentSchema,
  viewerEventSchema,
  watchProgressSchema,
} from '../../shared/schemas/share.ts';
import { appendAudit } from '../audit/service.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { invalidFields } from '../errors/domain-errors.ts';
import { publishEvent } from '../events/publish.ts';
import { newId } from '../ids.ts';
import { reserve } from '../rate-limit/service.ts';
import {
  clientActor,
  networkOf,
  openPassedShare,
  touchVisit,
  type Viewer,
} from './gate-service.ts';
import { COMMENTS_PER_ADDRESS, EVENTS_PER_ADDRESS, EVENTS_PER_VISIT } from './limits.ts';
import {
  incrementViewCount,
  insertCompliment,
  insertPassView,
  insertViewerEvent,
  markSessionOnce,
  raiseFurthestSecond,
} from './repo.ts';

async function limitVisitTraffic(deps: AppDeps, sessionId: string, viewer: Viewer): Promise<void> {
  await reserve(deps, [
    { key: `share-events:visit:${sessionId}`, limit: EVENTS_PER_VISIT },
    { key: `share-events:ip:${viewer.ip}`, limit: EVENTS_PER_ADDRESS },
  ]);
}

/**
 * What the player reports. A pass through the gate counts one view, at its first play: the
 * visit id is the browser's to make up, the pass is the server's. Each visit's own play,
 * completion and furthest point are kept for the advisor's watch-through figures.
 */
export async function recordPlayerEvent(
  deps: AppDeps,
  link: string,
  input: v.InferOutput<typeof viewerEventSchema>,
  viewer: Viewer,
): Promise<void> {
  const { row, pass } = await openPassedShare(deps, link, viewer);
  await limitVisitTraffic(deps, input.sessionId, viewer);
  const videoId = row.id;
  const now = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await touchVisit(trx, videoId, input.sessionId, viewer, now);
    await insertViewerEvent(trx, {
      id: newId(),
      videoId,
      sessionId: input.sessionId,
      event: input.event,
      metadata: input.metadata,
      createdAt: now,
    });
    if (input.event === 'VIDEO_PLAYED') {
      await markSessionOnce(trx, videoId, input.sessionId, 'playedAt', now);
      const view = { videoId, passId: pass.passId, sessionId: input.sessionId, createdAt: now };
      if (await insertPassView(trx, view)) {
        await incrementViewCount(trx, videoId);
        if (Number(row.viewCount) === 0) {
          await publishEvent(trx, deps, {
            name: 'video.first_viewed',
            payload: { videoId, occurredAt: now, siteUrl: viewer.siteUrl, shareLink: link },
          });
        }
      }
    }
    if (input.event === 'VIDEO_COMPLETED') {
      await markSessionOnce(trx, videoId, input.sessionId, 'completedAt', now);
      await publishEvent(trx, deps, {
        name: 'video.completed',
        payload: { videoId, occurredAt: now, siteUrl: viewer.siteUrl, shareLink: link },
      });
      if (row.duration !== null) {
        await raiseFurthestSecond(trx, videoId, input.sessionId, row.duration);
      }
    }
  });
}

/** How far this visit has watched; a position past the end is taken as the end. */
export async function recordWatchProgress(
  deps: AppDeps,
  link: string,
  input: v.InferOutput<typeof watchProgressSchema>,
  viewer: Viewer,
): Promise<void> {
  const { row } = await openPassedShare(deps, link, viewer);
  await limitVisitTraffic(deps, input.sessionId, viewer);
  const position = Math.min(input.position, row.duration ?? input.position);
  const now = deps.clock.now().toISOString();
  await touchVisit(deps.db, row.id, input.sessionId, viewer, now);
  await raiseFurthestSecond(deps.db, row.id, input.sessionId, position);
}

const QUICK_LABELS: Record<string, string> = Object.fromEntries(
  QUICK_COMPLIMENTS.map((c) => [c.type, c.label]),
);

/** Players report a position a little past the probed length at the very end. */
const END_SLACK_SECONDS = 1;

/**
 * The moment a response was sent at, checked against the video's length (which only the
 * server knows); a position in the last second's slack is taken as the end.
 */
function momentOf(atSeconds: number | null, duration: number | null): number | null {
  if (atSeconds === null || duration === null) return atSeconds;
  if (atSeconds > duration + END_SLACK_SECONDS) {
    throw invalidFields([{ path: 'atSeconds', message: 'atSeconds must be within the video' }]);
  }
  return Math.min(atSeconds, duration);
}

/**
 * A quick compliment or a written comment, for the advisor (and the audit trail), at the
 * moment of the video the client was watching when they sent it.
 */
export async function sendCompliment(
  deps: AppDeps,
  link: string,
  input: v.InferOutput<typeof complimentSchema>,
  viewer: Viewer,
): Promise<void> {
  const { row } = await openPassedShare(deps, link, viewer);
  const atSeconds = momentOf(input.atSeconds, row.duration);
  await reserve(deps, [
    { key: `share-comments:${row.id}:${viewer.ip}`, limit: COMMENTS_PER_ADDRESS },
  ]);
  const videoId = row.id;
  // A quick compliment says what its button says, whatever text came with it.
  const message = input.type === 'custom' ? input.message : (QUICK_LABELS[input.type] ?? '');
  const now = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await touchVisit(trx, videoId, input.sessionId, viewer, now);
    const complimentId = newId();
    await insertCompliment(trx, {
      id: complimentId,
      videoId,
      sessionId: input.sessionId,
      type: input.type,
      message,
      createdAt: now,
      readAt: null,
      atSeconds,
    });
    await insertViewerEvent(trx, {
      id: newId(),
      videoId,
      sessionId: input.sessionId,
      event: 'COMPLIMENT_SENT',
      metadata: JSON.stringify({ type: input.type, message, atSeconds }),
      createdAt: now,
    });
    await publishEvent(trx, deps, {
      name: 'video.commented',
      payload: {
        videoId,
        commentId: complimentId,
        type: input.type,
        message,
        occurredAt: now,
        siteUrl: viewer.siteUrl,
        shareLink: link,
      },
    });
    await appendAudit(trx, deps.clock, {
      actor: clientActor(input.sessionId),
      action: input.type === 'custom' ? 'share.comment_received' : 'share.compliment_received',
      subject: { type: 'video', id: videoId },
      payload: { type: input.type, message, atSeconds, ...networkOf(viewer) },
    });
  });
}
