import { sql } from 'kysely';
import { advisorSendersTable } from '../accounts/profile-service.ts';
import type { Db } from '../db/connect.ts';
import type {
  SharePassViewsTable,
  SigningKeysTable,
  ViewerComplimentsTable,
  ViewerEventsTable,
  ViewerSessionsTable,
} from './tables.ts';
import { latestDisclosureTable, shareBrandingTable } from '../settings/service.ts';
import { captionTracksTable } from '../videos/captions-service.ts';
import { sharedVideosTable } from '../videos/service.ts';

/**
 * A shared video with what its page shows of the advisor who sent it, their newest disclosure,
 * the captions in `language` and the chapters: one statement, as every visit and gate step asks
 * it.
 */
export async function findSharedVideo(db: Db, shareLink: string, language: string) {
  return db
    .selectFrom('shareLinks')
    .innerJoin(sharedVideosTable(db).as('video'), 'video.id', 'shareLinks.videoId')
    .innerJoin(advisorSendersTable(db).as('sender'), 'sender.id', 'video.advisorId')
    .innerJoin(shareBrandingTable(db).as('branding'), 'branding.advisorId', 'video.advisorId')
    .leftJoin(latestDisclosureTable(db).as('disclosure'), 'disclosure.advisorId', 'video.advisorId')
    .leftJoin(captionTracksTable(db, language).as('captions'), 'captions.videoId', 'video.id')
    .select([
      'video.id',
      'video.advisorId',
      'video.title',
      'video.description',
      'video.clientName',
      'video.duration',
      'video.status',
      'video.container',
      'video.uploadedAt',
      'shareLinks.passwordHash',
      'video.captionsEnabled',
      'video.includeProfilePicture',
      'shareLinks.shareLink',
      'shareLinks.shareRevokedAt',
      'shareLinks.shareExpiresAt',
      'shareLinks.viewCount',
      'shareLinks.allowDownload',
      'sender.advisorName',
      'sender.companyName',
      'sender.email',
      'branding.phone',
      'branding.calendarLink',
      'branding.disclosureText',
      'branding.logoUrl',
      'branding.profilePictureUrl',
      'branding.primaryColor',
      'branding.secondaryColor',
      'disclosure.text as disclosureVersionText',
      'disclosure.sha256 as disclosureVersionSha256',
      'disclosure.version as disclosureVersion',
      'captions.captionsData as captionsTrackData',
      'video.chapters',
    ])
    .where('shareLinks.shareLink', '=', shareLink)
    .executeTakeFirst();
}

export type SharedVideoRow = NonNullable<Awaited<ReturnType<typeof findSharedVideo>>>;

/**
 * What checking a pass needs, and no more, in one query: asked on every range request of a
 * playing video, so no branding, captions text or disclosure text.
 */
export async function findShareGate(db: Db, shareLink: string) {
  return db
    .selectFrom('shareLinks')
    .innerJoin(sharedVideosTable(db).as('video'), 'video.id', 'shareLinks.videoId')
    .leftJoin(latestDisclosureTable(db).as('disclosure'), 'disclosure.advisorId', 'video.advisorId')
    .select([
      'video.id',
      'video.advisorId',
      'video.status',
      'video.container',
      'video.uploadedAt',
      'shareLinks.passwordHash',
      'video.captionsEnabled',
      'video.duration',
      'shareLinks.viewCount',
      'shareLinks.shareRevokedAt',
      'shareLinks.shareExpiresAt',
      'shareLinks.allowDownload',
      // A download's file is named after it.
      'video.title',
      'disclosure.sha256 as disclosureSha256',
    ])
    .where('shareLinks.shareLink', '=', shareLink)
    .executeTakeFirst();
}

export type ShareGateRow = NonNullable<Awaited<ReturnType<typeof findShareGate>>>;

/** Starts the visit's row, or notes that it is still here. */
export async function touchViewerSession(
  db: Db,
  row: Pick<ViewerSessionsTable, 'videoId' | 'sessionId' | 'ip' | 'userAgent' | 'createdAt'>,
): Promise<void> {
  await db
    .insertInto('viewerSessions')
    .values({ ...row, lastSeenAt: row.createdAt })
    .onConflict((oc) =>
      oc.columns(['videoId', 'sessionId']).doUpdateSet({ lastSeenAt: row.createdAt }),
    )
    .execute();
}

/** Stamps the visit's first play or first finish; a later one keeps the first time. */
export async function markSessionOnce(
  db: Db,
  videoId: string,
  sessionId: string,
  moment: 'playedAt' | 'completedAt',
  at: string,
): Promise<void> {
  await db
    .updateTable('viewerSessions')
    .set({ [moment]: at })
    .where('videoId', '=', videoId)
    .where('sessionId', '=', sessionId)
    .where(moment, 'is', null)
    .execute();
}

/** Moves the visit's furthest point forward (never back: a rewind is not less watched). */
export async function raiseFurthestSecond(
  db: Db,
  videoId: string,
  sessionId: string,
  position: number,
): Promise<void> {
  await db
    .updateTable('viewerSessions')
    .set({ furthestSecond: position })
    .where('videoId', '=', videoId)
    .where('sessionId', '=', sessionId)
    .where('furthestSecond', '<', position)
    .execute();
}

/**
 * Records the pass's view unless it has one; true only for the call that did (on a conflict
 * the insert does nothing, so parallel plays of one pass find one winner).
 */
export async function insertPassView(db: Db, row: SharePassViewsTable): Promise<boolean> {
  const inserted = await db
    .insertInto('sharePassViews')
    .values(row)
    .onConflict((oc) => oc.columns(['videoId', 'passId']).doNothing())
    .returning('passId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function incrementViewCount(db: Db, videoId: string): Promise<void> {
  await db
    .updateTable('shareLinks')
    .set({ viewCount: sql`view_count + 1` })
    .where('videoId', '=', videoId)
    .execute();
}

/** How often the advisor's links have been played, over all of their videos. */
export async function sumAdvisorViews(db: Db, advisorId: string): Promise<number> {
  const row = await db
    .selectFrom('shareLinks')
    .innerJoin(sharedVideosTable(db).as('video'), 'video.id', 'shareLinks.videoId')
    .select((eb) => eb.fn.sum<number | string | null>('shareLinks.viewCount').as('views'))
    .where('video.advisorId', '=', advisorId)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}

export async function insertViewerEvent(db: Db, row: ViewerEventsTable): Promise<void> {
  await db.insertInto('viewerEvents').values(row).execute();
}

export async function insertCompliment(db: Db, row: ViewerComplimentsTable): Promise<void> {
  await db.insertInto('viewerCompliments').values(row).execute();
}

/** Adds the key unless one of that name exists (a concurrent first use keeps the winner's). */
export async function insertSigningKeyIfMissing(db: Db, row: SigningKeysTable): Promise<void> {
  await db
    .insertInto('signingKeys')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function findSigningKey(db: Db, name: string): Promise<string> {
  const row = await db
    .selectFrom('signingKeys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/**
 * Notes that the link's current expiry has been recorded in the audit log; false when it was
 * already (another request got there first), so the expiry is recorded once.
 */
export async function markShareExpiryRecorded(
  db: Db,
  id: string,
  shareLink: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('shareLinks')
    .set({ shareExpiryRecorded: expiresAt })
    .where('videoId', '=', id)
    .where('shareLink', '=', shareLink)
    .where('shareExpiresAt', '=', expiresAt)
    .where((eb) =>
      eb.or([
        eb('shareExpiryRecorded', 'is', null),
        eb('shareExpiryRecorded', '!=', eb.ref('shareExpiresAt')),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
