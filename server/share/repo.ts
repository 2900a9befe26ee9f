import type { Db } from '../db/connect.ts';

export async function findVideoByShareLink(db: Db, shareLink: string) {
  return db
    .selectFrom('videos')
    .select(['id', 'title', 'status'])
    .where('shareLink', '=', shareLink)
    .executeTakeFirst();
}
