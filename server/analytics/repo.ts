import type { Db } from '../db/connect.ts';

/** How many of each the video page shows: the newest, which are the ones an advisor reads. */
const MAX_VISITS = 200;
const MAX_RESPONSES = 500;
const MAX_EVENTS = 1000;

export function listVisits(db: Db, videoId: string) {
  return db
    .selectFrom('viewerSessions')
    .select(['sessionId', 'createdAt', 'lastSeenAt', 'playedAt', 'completedAt', 'furthestSecond'])
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'desc')
    .limit(MAX_VISITS)
    .execute();
}

export function listResponses(db: Db, videoId: string) {
  return db
    .selectFrom('viewerCompliments')
    .select(['id', 'sessionId', 'type', 'message', 'createdAt', 'readAt', 'atSeconds'])
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(MAX_RESPONSES)
    .execute();
}

export function listViewerEvents(db: Db, videoId: string) {
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
