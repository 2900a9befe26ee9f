import { findAdvisorProfile } from '../accounts/profile-service.ts';
import type { AppDeps } from '../deps.ts';
import type { PayloadOf } from '../jobs/job-names.ts';
import { activityEmail } from '../mail/templates/activity.ts';
import { findLastNotifiedAt, markNotified } from './repo.ts';
import { wantsActivityEmails } from '../settings/service.ts';
import { scheduleActivityEmail } from './schedule.ts';
import { videoFactsOf } from '../videos/service.ts';

/**
 * The `video.notify_activity` job: one email about what happened to a video since the last
 * one (its first view, clients' responses). The mail goes before the mark, so a crash between
 * the two sends it again rather than never; a response that arrived while this ran gets the
 * next interval's email.
 */
export async function sendActivityEmail(
  deps: AppDeps,
  { videoId, since, siteUrl }: PayloadOf<'video.notify_activity'>,
): Promise<void> {
  const video = await videoFactsOf(deps.db, videoId);
  const last = video && (await findLastNotifiedAt(deps.db, videoId));
  const current = last ? new Date(last).toISOString() : null;
  // Gone, or another run already moved on from `since`: nothing left for this one.
  if (!video || current !== since) return;
  const [advisor, wanted] = await Promise.all([
    findAdvisorProfile(deps.db, video.advisorId),
    wantsActivityEmails(deps.db, video.advisorId),
  ]);
  if (!advisor) return;
  const until = deps.clock.now().toISOString();
  const [responses, firstPlayedAt] = await Promise.all([
    deps.viewerRecord.responsesBetween(deps.db, videoId, since, until),
    deps.viewerRecord.firstPlayBetween(deps.db, videoId, since, until),
  ]);
  if (wanted && (responses.length > 0 || firstPlayedAt)) {
    const { viewCount } = await deps.shareLinks.ofVideo(deps.db, videoId);
    await deps.mailer.send(
      activityEmail({
        advisor,
        video: { ...video, viewCount },
        firstPlayedAt,
        responses,
        videoPageUrl: `${siteUrl}/videos/${videoId}`,
      }),
    );
  }
  if (!(await markNotified(deps.db, videoId, since, until))) return;
  if (await deps.viewerRecord.hasResponsesAfter(deps.db, videoId, until)) {
    await scheduleActivityEmail(
      deps.db,
      deps.clock,
      deps.viewerRecord,
      videoId,
      siteUrl,
      'later-responses',
    );
  }
}
