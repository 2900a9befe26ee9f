import type { Db } from '../db/connect.ts';

/** What the activity email says of the video, and whose it is. */
export function findNotifiable(db: Db, videoId: string) {
  return db
    .selectFrom('videos')
    .select(['id', 'advisorId', 'title', 'clientName'])
    .where('id', '=', videoId)
    .executeTakeFirst();
}

/** Responses received in (after, until]; `after` null means from the start. */
export function listResponsesBetween(db: Db, videoId: string, after: string | null, until: string) {
  let query = db
    .selectFrom('viewerCompliments')
    .select(['type', 'message', 'createdAt', 'atSeconds'])
    .where('videoId', '=', videoId)
    .where('createdAt', '<=', until);
  if (after) query = query.where('createdAt', '>', after);
  return query.orderBy('createdAt').execute();
}

/** When the video was first played, if that happened in (after, until]. */
export async function findFirstPlayBetween(
  db: Db,
  videoId: string,
  after: string | null,
  until: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('viewerSessions')
    .select((eb) => eb.fn.min<string>('playedAt').as('first'))
    .where('videoId', '=', videoId)
    .executeTakeFirst();
  const first = row?.first ? new Date(row.first).toISOString() : null;
  if (!first || first > until || (after !== null && first <= after)) return null;
  return first;
}

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

/** When the video's latest response before `before` came, or null when there was none. */
export async function findLatestResponseBefore(
  db: Db,
  videoId: string,
  before: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('viewerCompliments')
    .select((eb) => eb.fn.max<string>('createdAt').as('latest'))
    .where('videoId', '=', videoId)
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return row?.latest ? new Date(row.latest).toISOString() : null;
}

export async function hasResponsesAfter(db: Db, videoId: string, after: string): Promise<boolean> {
  const row = await db
    .selectFrom('viewerCompliments')
    .select('id')
    .where('videoId', '=', videoId)
    .where('createdAt', '>', after)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
