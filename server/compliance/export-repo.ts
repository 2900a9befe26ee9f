import type { Db } from '../db/connect.ts';

/** Every advisor's videos made in [from, to), oldest first, with whose they are: for exports. */
export async function listVideosCreatedBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('videos')
    .innerJoin('advisors', 'advisors.id', 'videos.advisorId')
    .select([
      'videos.id',
      'videos.advisorId',
      'advisors.advisorName',
      'advisors.email as advisorEmail',
      'videos.title',
      'videos.description',
      'videos.clientName',
      'videos.status',
      'videos.container',
      'videos.uploadSha256',
      'videos.createdAt',
    ])
    .where('videos.createdAt', '>=', from)
    .where('videos.createdAt', '<', to)
    .orderBy('videos.createdAt', 'asc')
    .orderBy('videos.id', 'asc')
    .execute();
}
