import type { Db } from '../db/connect.ts';
import type { UploadsTable } from './tables.ts';

export async function insertUpload(db: Db, row: Omit<UploadsTable, 'received'>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Db, id: string) {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The video's unfinished upload of one of its files. */
export async function findUploadOfTrack(db: Db, videoId: string, track: string) {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('videoId', '=', videoId)
    .where('track', '=', track)
    .executeTakeFirst();
}

/** Every unfinished upload of the video (one per file at most). */
export async function findUploadsOfVideo(db: Db, videoId: string) {
  return db.selectFrom('uploads').selectAll().where('videoId', '=', videoId).execute();
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

export async function noteReceived(
  db: Db,
  id: string,
  received: number,
  at: string,
): Promise<void> {
  await db.updateTable('uploads').set({ received, updatedAt: at }).where('id', '=', id).execute();
}

/** Uploads no byte has reached since `before`. */
export async function findIdleUploads(db: Db, before: string) {
  return db.selectFrom('uploads').selectAll().where('updatedAt', '<', before).execute();
}

export async function listUploadIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('uploads').select('id').execute();
  return new Set(rows.map((row) => row.id));
}

/** The bytes each of these videos' uploads in flight has received, one row per upload. */
export async function findReceivedOfVideos(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('uploads')
    .select(['videoId', 'track', 'received'])
    .where('videoId', 'in', videoIds)
    .execute();
}
