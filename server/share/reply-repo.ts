import type { Db } from '../db/connect.ts';
import type { CommentRepliesTable } from './tables.ts';

/** A written comment (not a quick compliment) of this video, which the advisor may answer. */
export function findCommentOfVideo(db: Db, videoId: string, commentId: string) {
  return db
    .selectFrom('viewerCompliments')
    .select(['id', 'message', 'atSeconds', 'createdAt'])
    .where('id', '=', commentId)
    .where('videoId', '=', videoId)
    .where('type', '=', 'custom')
    .executeTakeFirst();
}

export async function insertReply(db: Db, row: CommentRepliesTable): Promise<void> {
  await db.insertInto('commentReplies').values(row).execute();
}

/** A video's replies, oldest first, each with the comment it answers. */
export function listRepliesOfVideo(db: Db, videoId: string) {
  return db
    .selectFrom('commentReplies')
    .innerJoin('viewerCompliments', 'viewerCompliments.id', 'commentReplies.commentId')
    .select([
      'commentReplies.id',
      'commentReplies.commentId',
      'commentReplies.body',
      'commentReplies.createdAt',
      'viewerCompliments.message as comment',
      'viewerCompliments.atSeconds as commentAtSeconds',
      'viewerCompliments.createdAt as commentCreatedAt',
    ])
    .where('commentReplies.videoId', '=', videoId)
    .orderBy('commentReplies.createdAt')
    .orderBy('commentReplies.id')
    .execute();
}

/** One reply with what its journal copy names: the comment, the video and who wrote it. */
export function findReplyForJournal(db: Db, replyId: string) {
  return db
    .selectFrom('commentReplies')
    .innerJoin('viewerCompliments', 'viewerCompliments.id', 'commentReplies.commentId')
    .select([
      'commentReplies.videoId',
      'commentReplies.advisorId',
      'commentReplies.body',
      'commentReplies.createdAt',
      'viewerCompliments.message as comment',
      'viewerCompliments.atSeconds as commentAtSeconds',
    ])
    .where('commentReplies.id', '=', replyId)
    .executeTakeFirst();
}
