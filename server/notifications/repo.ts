import type { Db } from '../db/connect.ts';

/** When the advisor was last emailed about the video; null when never. */
export async function findLastNotifiedAt(db: Db, videoId: string): Promise<string | null> {
  const row = await db
    .selectFrom('videoNotifications')
    .select('lastNotifiedAt')
    .where('videoId', '=', videoId)
    .executeTakeFirst();
  return row?.lastNotifiedAt ?? null;
}

/**
 * Moves the video's last notification on from `since` (null: never notified); false when
 * someone already did. The first notification's row is inserted, so of two runs at once only
 * one insert or one conditional update succeeds.
 */
export async function markNotified(
  db: Db,
  videoId: string,
  since: string | null,
  at: string,
): Promise<boolean> {
  if (since === null) {
    const inserted = await db
      .insertInto('videoNotifications')
      .values({ videoId, lastNotifiedAt: at })
      .onConflict((oc) => oc.column('videoId').doNothing())
      .returning('videoId')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const result = await db
    .updateTable('videoNotifications')
    .set({ lastNotifiedAt: at })
    .where('videoId', '=', videoId)
    .where('lastNotifiedAt', '=', since)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
