import type { Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { UploadDeclarationsTable } from './tables.ts';

export async function insertUploadDeclaration(db: Db, row: UploadDeclarationsTable): Promise<void> {
  await db.insertInto('uploadDeclarations').values(row).execute();
}

/** Changes a video's declaration row (what its uploads found); whether it had one. */
export async function updateUploadDeclaration(
  db: Db,
  videoId: string,
  patch: Omit<Updateable<UploadDeclarationsTable>, 'videoId'>,
): Promise<boolean> {
  const result = await db
    .updateTable('uploadDeclarations')
    .set(patch)
    .where('videoId', '=', videoId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every video's declaration, as a table another folder's query joins on `videoId`. */
export function uploadDeclarationsTable(db: Db) {
  return db
    .selectFrom('uploadDeclarations')
    .select([
      'videoId',
      'uploadSize',
      'uploadSha256',
      'uploadContentType',
      'container',
      'uploadedAt',
      'screenContainer',
      'screenUploadedAt',
      'cameraSize',
      'cameraSha256',
      'cameraContentType',
      'cameraContainer',
      'cameraUploadedAt',
    ]);
}
