import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ShareLinksTable } from './tables.ts';

export async function insertShareLink(db: Db, row: Insertable<ShareLinksTable>): Promise<void> {
  await db.insertInto('shareLinks').values(row).execute();
}

/** The links of these videos, in one query however many there are. */
export async function findShareLinks(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('shareLinks')
    .select((eb) => {
      const responses = () =>
        eb
          .selectFrom('viewerCompliments')
          .select((sub) => sub.fn.countAll<number | string>().as('n'))
          .whereRef('viewerCompliments.videoId', '=', 'shareLinks.videoId');
      return [
        'shareLinks.videoId',
        'shareLinks.shareLink',
        'shareLinks.passwordHash',
        'shareLinks.shareRevokedAt',
        'shareLinks.shareExpiresAt',
        'shareLinks.viewCount',
        'shareLinks.allowDownload',
        // A free-text comment is a compliment of type 'custom'; quick compliments count apart.
        responses().where('viewerCompliments.type', '=', 'custom').as('commentCount'),
        responses().where('viewerCompliments.type', '!=', 'custom').as('complimentCount'),
        responses().where('viewerCompliments.readAt', 'is', null).as('unreadCount'),
      ];
    })
    .where('shareLinks.videoId', 'in', videoIds)
    .execute();
}

export async function updateShareLink(
  db: Db,
  videoId: string,
  patch: Updateable<ShareLinksTable>,
): Promise<void> {
  await db.updateTable('shareLinks').set(patch).where('videoId', '=', videoId).execute();
}
