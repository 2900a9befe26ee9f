import { findAdvisorProfile } from '../accounts/profile-service.ts';
import type { AppDeps } from '../deps.ts';
import type { PayloadOf } from '../jobs/job-names.ts';
import { replyJournalEmail } from '../mail/templates/reply-journal.ts';
import { getVideo } from '../videos/service.ts';
import { findReplyForJournal } from './reply-repo.ts';

/**
 * The `share.journal_reply` job: the archive's copy of an advisor's reply. Gone (the video was
 * deleted) or no archive address any more: nothing to send.
 */
export async function sendReplyJournal(
  deps: AppDeps,
  { replyId, siteUrl }: PayloadOf<'share.journal_reply'>,
): Promise<void> {
  const archive = deps.config.journalBcc;
  const reply = await findReplyForJournal(deps.db, replyId);
  if (!archive || !reply) return;
  const [advisor, video] = await Promise.all([
    findAdvisorProfile(deps.db, reply.advisorId),
    getVideo(deps, reply.advisorId, reply.videoId),
  ]);
  if (!advisor) return;
  await deps.mailer.send(
    replyJournalEmail(archive, {
      advisor,
      video: { title: video.title, clientName: video.clientName || null },
      comment: { message: reply.comment ?? '', atSeconds: reply.commentAtSeconds },
      reply: { body: reply.body, sentAt: reply.createdAt },
      videoPageUrl: `${siteUrl}/videos/${reply.videoId}`,
    }),
  );
}
