import type { Db } from '../db/connect.ts';
import type { MediaFilesTable } from '../db/schema.ts';

/** Where a media file's bytes are kept in the BlobStore. */
export const mediaBlobKey = (id: string) => `media/${id}`;

export async function insertMediaFile(db: Db, row: MediaFilesTable): Promise<void> {
  await db.insertInto('mediaFiles').values(row).execute();
}

export async function findMediaFile(db: Db, id: string) {
  return db.selectFrom('mediaFiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteMediaFile(db: Db, id: string): Promise<void> {
  await db.deleteFrom('mediaFiles').where('id', '=', id).execute();
}
