import type { Db } from '../db/connect.ts';

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

export async function findComments(db: Db, videoId: string) {
  return db
    .selectFrom('viewerCompliments')
    .select(['id', 'sessionId', 'type', 'message', 'createdAt'])
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'asc')
    .execute();
}

/** The advisor's disclosure versions, newest first: the texts clients were shown. */
export async function findDisclosureVersions(db: Db, advisorId: string) {
  return db
    .selectFrom('disclosureVersions')
    .select(['version', 'sha256', 'text'])
    .where('advisorId', '=', advisorId)
    .orderBy('version', 'desc')
    .execute();
}
