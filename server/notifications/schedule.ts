import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { MINUTE_MS } from '../../shared/constants/time.ts';
import type { AppDeps } from '../deps.ts';
import { findLastNotifiedAt } from './repo.ts';

/** At most one activity email per video in this long, so a busy client does not flood the inbox. */
export const NOTIFY_EVERY_MS = 15 * MINUTE_MS;

/** A response after this long without one starts a new conversation, and is mailed at once. */
export const QUIET_PERIOD_MS = NOTIFY_EVERY_MS;

/**
 * Whether a response just received opens a conversation: the video had no other response in
 * the quiet period before it. A client's first question after watching is then in the
 * advisor's inbox at once, even when the email about the view went out a minute earlier.
 */
async function opensConversation(
  trx: Db,
  viewerRecord: AppDeps['viewerRecord'],
  videoId: string,
  now: Date,
): Promise<boolean> {
  const previous = await viewerRecord.latestResponseBefore(trx, videoId, now.toISOString());
  return previous === null || now.getTime() - new Date(previous).getTime() >= QUIET_PERIOD_MS;
}

/**
 * Asks for an email about a video's new activity: at once if none was sent in the last quarter
 * hour, or when a response opens a conversation; else when the quarter hour is up, so the
 * responses that follow the first are one digest. Everything that happens meanwhile joins the
 * same email: the job's dedupe key names the last notification, so there is one job per interval.
 * The responses are share's record (`viewerRecord`), which the composition root hands in.
 */
export async function scheduleActivityEmail(
  trx: Db,
  clock: Clock,
  viewerRecord: AppDeps['viewerRecord'],
  videoId: string,
  siteUrl: string,
  cause: 'first-view' | 'response' | 'later-responses',
): Promise<void> {
  const now = clock.now();
  const lastNotifiedAt = await findLastNotifiedAt(trx, videoId);
  const since = lastNotifiedAt === null ? null : new Date(lastNotifiedAt);
  const waitForDigest =
    since !== null &&
    since.getTime() + NOTIFY_EVERY_MS > now.getTime() &&
    !(cause === 'response' && (await opensConversation(trx, viewerRecord, videoId, now)));
  const runAt = waitForDigest ? new Date(since.getTime() + NOTIFY_EVERY_MS) : now;
  const sinceIso = since?.toISOString() ?? null;
  await enqueueJob(trx, clock, {
    name: 'video.notify_activity',
    payload: { videoId, since: sinceIso, siteUrl },
    dedupeKey: `notify-activity:${videoId}:${sinceIso ?? 'never'}`,
    runAt,
  });
}
