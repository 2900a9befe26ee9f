import type { Db } from '../db/connect.ts';

/** Any advisor's videos made at or before `cutoff`, oldest first: for the retention purge. */
export async function findVideosCreatedUpTo(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('videos')
    .select(['id', 'advisorId', 'title', 'uploadSha256', 'createdAt'])
    .where('createdAt', '<=', cutoff)
    .orderBy('createdAt', 'asc')
    .limit(limit)
    .execute();
}
