import type { Db } from '../db/connect.ts';
import type { MediaFilesTable } from './tables.ts';

/**
 * Where a branding image's bytes are kept in the BlobStore. The `media/` prefix (and the
 * `media_files` table) predate the folders' names; renaming them would move stored data.
 */
export const brandingImageBlobKey = (id: string) => `media/${id}`;

export async function insertBrandingImage(db: Db, row: MediaFilesTable): Promise<void> {
  await db.insertInto('mediaFiles').values(row).execute();
}

export async function findBrandingImage(db: Db, id: string) {
  return db.selectFrom('mediaFiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteBrandingImage(db: Db, id: string): Promise<void> {
  await db.deleteFrom('mediaFiles').where('id', '=', id).execute();
}
