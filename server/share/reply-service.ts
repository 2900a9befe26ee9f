import type * as v from 'valibot';
import type { ShareThread } from '../../shared/api/share.ts';
import type { commentReplySchema } from '../../shared/schemas/share.ts';
import { appendAudit } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps, CommentReplies, CommentReply } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { newId } from '../ids.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { getVideo } from '../videos/service.ts';
import { findCommentOfVideo, insertReply, listRepliesOfVideo } from './reply-repo.ts';

/**
 * The advisor answers a client's written comment; the reply shows under it on the share page.
 * Only the advisor's own video (another's is a 404, as is a comment of another video). A reply
 * is the advisor's communication with a client: the audit log records it, and the firm's
 * archive (JOURNAL_BCC, when set) gets a copy by mail.
 */
export async function replyToComment(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
  commentId: string,
  input: v.InferOutput<typeof commentReplySchema>,
  siteUrl: string,
): Promise<CommentReply> {
  await getVideo(deps, advisorId, videoId);
  const comment = await findCommentOfVideo(deps.db, videoId, commentId);
  if (!comment) throw new NotFound('Comment not found');
  const reply = { id: newId(), body: input.body, createdAt: deps.clock.now().toISOString() };
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await insertReply(trx, { ...reply, commentId, videoId, advisorId });
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'share.reply_sent',
      subject: { type: 'video', id: videoId },
      payload: { replyId: reply.id, commentId, body: reply.body },
    });
    if (deps.config.journalBcc) {
      await enqueueJob(trx, deps.clock, {
        name: 'share.journal_reply',
        payload: { replyId: reply.id, siteUrl },
        dedupeKey: `share.journal_reply:${reply.id}`,
      });
    }
  });
  return reply;
}

/** A video's answered comments with their replies, oldest first, as the share page shows them. */
export async function threadsOf(db: Db, videoId: string): Promise<ShareThread[]> {
  const threads = new Map<string, ShareThread>();
  for (const row of await listRepliesOfVideo(db, videoId)) {
    let thread = threads.get(row.commentId);
    if (!thread) {
      thread = {
        comment: {
          id: row.commentId,
          message: row.comment ?? '',
          atSeconds: row.commentAtSeconds,
          createdAt: row.commentCreatedAt,
        },
        replies: [],
      };
      threads.set(row.commentId, thread);
    }
    thread.replies.push({ id: row.id, body: row.body, createdAt: row.createdAt });
  }
  return [...threads.values()];
}

/** Share's replies, as the composition root hands them to the advisor's activity. */
export const commentReplies: CommentReplies = {
  async byComment(db, videoId) {
    const byComment = new Map<string, CommentReply[]>();
    for (const thread of await threadsOf(db, videoId)) {
      byComment.set(thread.comment.id, thread.replies);
    }
    return byComment;
  },
};
