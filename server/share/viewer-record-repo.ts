import type { Expression } from 'kysely';
import type { Db } from '../db/connect.ts';
import { sharedVideosTable } from '../videos/service.ts';

// The viewers' record (visits, their gate and player events, their responses), as the features
// that read it need it: share writes it, so the queries are share's; share/viewer-record.ts
// hands them to the folders below share.

/** How many of each the video page shows: the newest, which are the ones an advisor reads. */
const MAX_VISITS = 200;
const MAX_RESPONSES = 500;
const MAX_EVENTS = 1000;

/* For the video page's activity (analytics/) */

export function listNewestVisits(db: Db, videoId: string) {
  return db
    .selectFrom('viewerSessions')
    .select(['sessionId', 'createdAt', 'lastSeenAt', 'playedAt', 'completedAt', 'furthestSecond'])
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'desc')
    .limit(MAX_VISITS)
    .execute();
}

export function listNewestResponses(db: Db, videoId: string) {
  return db
    .selectFrom('viewerCompliments')
    .select(['id', 'sessionId', 'type', 'message', 'createdAt', 'readAt', 'atSeconds'])
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(MAX_RESPONSES)
    .execute();
}

export function listNewestViewerEvents(db: Db, videoId: string) {
  return db
    .selectFrom('viewerEvents')
    .select(['id', 'sessionId', 'event', 'metadata', 'createdAt'])
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(MAX_EVENTS)
    .execute();
}

export async function markResponsesRead(db: Db, videoId: string, at: string): Promise<void> {
  await db
    .updateTable('viewerCompliments')
    .set({ readAt: at })
    .where('videoId', '=', videoId)
    .where('readAt', 'is', null)
    .execute();
}

/* For the compliance record (compliance/) */

/** Every visit of the video's share page, oldest first. */
export async function findVisits(db: Db, videoId: string) {
  return db
    .selectFrom('viewerSessions')
    .select([
      'sessionId',
      'ip',
      'userAgent',
      'createdAt',
      'lastSeenAt',
      'playedAt',
      'completedAt',
      'furthestSecond',
    ])
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'asc')
    .execute();
}

/** The gate's recorded steps (terms accepted, password verified), oldest first. */
export async function findGateEvents(db: Db, videoId: string) {
  return db
    .selectFrom('viewerEvents')
    .leftJoin('viewerSessions', (join) =>
      join
        .onRef('viewerSessions.videoId', '=', 'viewerEvents.videoId')
        .onRef('viewerSessions.sessionId', '=', 'viewerEvents.sessionId'),
    )
    .select([
      'viewerEvents.sessionId',
      'viewerEvents.event',
      'viewerEvents.metadata',
      'viewerEvents.createdAt',
      'viewerSessions.ip',
      'viewerSessions.userAgent',
    ])
    .where('viewerEvents.videoId', '=', videoId)
    .where('viewerEvents.event', 'in', ['VIEWER_ACCEPTED_TERMS', 'PASSWORD_VERIFIED'])
    .orderBy('viewerEvents.createdAt', 'asc')
    .execute();
}

/** Every response, oldest first. */
export async function findComments(db: Db, videoId: string) {
  return db
    .selectFrom('viewerCompliments')
    .select(['id', 'sessionId', 'type', 'message', 'createdAt'])
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'asc')
    .execute();
}

/**
 * How many visits accepted the video's terms since `since`, as a subquery correlated on
 * `videoId` (the outer query's video id): each row of the compliance queue's one query counts
 * its own recipients.
 */
export function recipientCountSince(db: Db, videoId: Expression<string>, since: string) {
  return db
    .selectFrom('viewerEvents')
    .select((sub) => sub.fn.count<number | string>('viewerEvents.sessionId').distinct().as('n'))
    .where('viewerEvents.videoId', '=', videoId)
    .where('viewerEvents.event', '=', 'VIEWER_ACCEPTED_TERMS')
    .where('viewerEvents.createdAt', '>=', since);
}

/* For the retail limit (compliance/) */

/** The network addresses of the visits that accepted the video's terms since `since`. */
export async function recentRecipientAddresses(
  db: Db,
  videoId: string,
  since: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('viewerEvents')
    .innerJoin('viewerSessions', (join) =>
      join
        .onRef('viewerSessions.videoId', '=', 'viewerEvents.videoId')
        .onRef('viewerSessions.sessionId', '=', 'viewerEvents.sessionId'),
    )
    .select('viewerSessions.ip')
    .distinct()
    .where('viewerEvents.videoId', '=', videoId)
    .where('viewerEvents.event', '=', 'VIEWER_ACCEPTED_TERMS')
    .where('viewerEvents.createdAt', '>=', since)
    .execute();
  return rows.map((row) => row.ip);
}

/* For the activity email (notifications/) */

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

/** The responses to all of the advisor's videos that they have not seen: the dashboard's figure. */
export async function countUnreadResponses(db: Db, advisorId: string): Promise<number> {
  const row = await db
    .selectFrom('viewerCompliments')
    .innerJoin(sharedVideosTable(db).as('video'), 'video.id', 'viewerCompliments.videoId')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('video.advisorId', '=', advisorId)
    .where('viewerCompliments.readAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
