import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ShareLinksTable } from '../db/schema.ts';

export async function insertShareLink(db: Db, row: Insertable<ShareLinksTable>): Promise<void> {
  await db.insertInto('shareLinks').values(row).execute();
}

/** The links of these videos, in one query however many there are. */
export async function findShareLinks(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('shareLinks')
    .select([
      'videoId',
      'shareLink',
      'passwordHash',
      'shareRevokedAt',
      'shareExpiresAt',
      'viewCount',
      'allowDownload',
    ])
    .where('videoId', 'in', videoIds)
    .execute();
}

export async function updateShareLink(
  db: Db,
  videoId: string,
  patch: Updateable<ShareLinksTable>,
): Promise<void> {
  await db.updateTable('shareLinks').set(patch).where('videoId', '=', videoId).execute();
}
