import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { VideoVersionsTable } from './tables.ts';

export type VideoVersionRow = VideoVersionsTable;

export async function insertVideoVersion(
  db: Db,
  row: Insertable<VideoVersionsTable>,
): Promise<void> {
  await db.insertInto('videoVersions').values(row).execute();
}

export async function findLatestVideoVersion(
  db: Db,
  videoId: string,
): Promise<VideoVersionRow | undefined> {
  return db
    .selectFrom('videoVersions')
    .selectAll()
    .where('videoId', '=', videoId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findVideoVersion(
  db: Db,
  videoId: string,
  version: number,
): Promise<VideoVersionRow | undefined> {
  return db
    .selectFrom('videoVersions')
    .selectAll()
    .where('videoId', '=', videoId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Oldest first. */
export async function listVideoVersions(db: Db, videoId: string): Promise<VideoVersionRow[]> {
  return db
    .selectFrom('videoVersions')
    .selectAll()
    .where('videoId', '=', videoId)
    .orderBy('version', 'asc')
    .execute();
}

/** Points every version of the video that named `fromKey` as its MP4 or thumbnail at `toKey`. */
export async function repointVersionFile(
  db: Db,
  videoId: string,
  file: 'mp4Key' | 'thumbnailKey',
  fromKey: string,
  toKey: string,
): Promise<void> {
  await db
    .updateTable('videoVersions')
    .set({ [file]: toKey })
    .where('videoId', '=', videoId)
    .where(file, '=', fromKey)
    .execute();
}
