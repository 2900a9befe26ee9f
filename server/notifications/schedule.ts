import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { MINUTE_MS } from '../../shared/constants/time.ts';

/** At most one activity email per video in this long, so a busy client does not flood the inbox. */
export const NOTIFY_EVERY_MS = 15 * MINUTE_MS;

/**
 * Asks for an email about a video's new activity: at once if none was sent in the last quarter
 * hour, else when the quarter hour is up. Everything that happens meanwhile joins the same
 * email: the job's dedupe key names the last notification, so there is one job per interval.
 */
export async function scheduleActivityEmail(
  trx: Db,
  clock: Clock,
  video: { id: string; lastNotifiedAt: string | null },
  siteUrl: string,
): Promise<void> {
  const now = clock.now();
  const since = video.lastNotifiedAt === null ? null : new Date(video.lastNotifiedAt);
  const runAt =
    since && since.getTime() + NOTIFY_EVERY_MS > now.getTime()
      ? new Date(since.getTime() + NOTIFY_EVERY_MS)
      : now;
  const sinceIso = since?.toISOString() ?? null;
  await enqueueJob(trx, clock, {
    name: 'video.notify_activity',
    payload: { videoId: video.id, since: sinceIso, siteUrl },
    dedupeKey: `notify-activity:${video.id}:${sinceIso ?? 'never'}`,
    runAt,
  });
}
