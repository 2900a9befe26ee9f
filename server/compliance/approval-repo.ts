import { PostgresAdapter } from 'kysely';
import type { Db } from '../db/connect.ts';

const FIRM = 'firm';

/**
 * What a video's approval is judged by: the firm's setting and the video's approval row. Needs
 * the joins of `videoApprovals`, `firmSettings` (the firm's row) and `advisors as decider`.
 */
export const APPROVAL_COLUMNS = [
  'firmSettings.requireApprovalSince',
  'videoApprovals.retailFlaggedAt',
  'videoApprovals.decision',
  'videoApprovals.decidedAt',
  'videoApprovals.note',
  'decider.advisorName as decidedBy',
] as const;

/** A video's creation time with the firm's setting and the video's approval row, in one query. */
export async function findApprovalContext(db: Db, videoId: string) {
  return db
    .selectFrom('videos')
    .leftJoin('videoApprovals', 'videoApprovals.videoId', 'videos.id')
    .leftJoin('firmSettings', (join) => join.on('firmSettings.id', '=', FIRM))
    .leftJoin('advisors as decider', 'decider.id', 'videoApprovals.decidedBy')
    .select(['videos.id', 'videos.createdAt', ...APPROVAL_COLUMNS])
    .where('videos.id', '=', videoId)
    .executeTakeFirst();
}

export async function findFirmSettings(db: Db) {
  return db
    .selectFrom('firmSettings')
    .select(['requireApprovalSince', 'riskyPhrases', 'screeningHoldSince', 'updatedAt'])
    .where('id', '=', FIRM)
    .executeTakeFirst();
}

/** Writes the given settings of the firm's row (made on the first change), leaving the rest. */
export async function saveFirmSettings(
  db: Db,
  row: {
    requireApprovalSince?: string | null;
    riskyPhrases?: string | null;
    screeningHoldSince?: string | null;
    updatedBy: string;
    updatedAt: string;
  },
): Promise<void> {
  await db
    .insertInto('firmSettings')
    .values({ id: FIRM, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** A video's creation time with since when the firm holds links for screening, in one query. */
export async function findScreeningHoldContext(db: Db, videoId: string) {
  return db
    .selectFrom('videos')
    .leftJoin('firmSettings', (join) => join.on('firmSettings.id', '=', FIRM))
    .select(['videos.createdAt', 'firmSettings.screeningHoldSince'])
    .where('videos.id', '=', videoId)
    .executeTakeFirst();
}

/** Marks the video a retail communication, once: false when it already was. */
export async function flagRetail(
  db: Db,
  videoId: string,
  recipients: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('videoApprovals')
    .values({ videoId, retailFlaggedAt: at, retailRecipients: recipients })
    .onConflict((oc) =>
      oc
        .column('videoId')
        .doUpdateSet({ retailFlaggedAt: at, retailRecipients: recipients })
        .where('videoApprovals.retailFlaggedAt', 'is', null),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function saveDecision(
  db: Db,
  row: { videoId: string; decision: string; decidedBy: string; decidedAt: string; note: string },
): Promise<void> {
  const { decision, decidedBy, decidedAt, note } = row;
  await db
    .insertInto('videoApprovals')
    .values(row)
    .onConflict((oc) => oc.column('videoId').doUpdateSet({ decision, decidedBy, decidedAt, note }))
    .execute();
}

/** Holds the video's row until the transaction ends (SQLite's write lock already does). */
export async function lockVideoRow(trx: Db, videoId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('videos').select('id').where('id', '=', videoId).forUpdate().execute();
}

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
