import type { Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { VideoSourcesTable } from './tables.ts';

export async function insertVideoSources(db: Db, row: VideoSourcesTable): Promise<void> {
  await db.insertInto('videoSources').values(row).execute();
}

/** A video's sources row; undefined for a video made before they were recorded. */
export async function findVideoSources(db: Db, videoId: string) {
  return db
    .selectFrom('videoSources')
    .selectAll()
    .where('videoId', '=', videoId)
    .executeTakeFirst();
}

/** Changes a video's sources row; whether it had one. */
export async function updateVideoSources(
  db: Db,
  videoId: string,
  patch: Omit<Updateable<VideoSourcesTable>, 'videoId' | 'source'>,
): Promise<boolean> {
  const result = await db
    .updateTable('videoSources')
    .set(patch)
    .where('videoId', '=', videoId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
