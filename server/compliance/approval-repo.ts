import type { Db } from '../db/connect.ts';
import { advisorNamesTable } from '../accounts/profile-service.ts';
import { videoCreatedAtTable } from '../videos/service.ts';

const FIRM = 'firm';

/**
 * What a video's approval is judged by: the firm's setting and the video's approval row. Needs
 * the joins of `videoApprovals`, `firmSettings` (the firm's row) and `decider` (accounts'
 * `advisorNamesTable`).
 */
export const APPROVAL_COLUMNS = [
  'firmSettings.requireApprovalSince',
  'videoApprovals.retailFlaggedAt',
  'videoApprovals.decision',
  'videoApprovals.decidedAt',
  'videoApprovals.note',
  'decider.advisorName as decidedBy',
] as const;

/**
 * A video's creation time with the firm's setting and the video's approval row, in one query:
 * the video and its decider's name are tables videos/ and accounts/ build, joined here.
 */
export async function findApprovalContext(db: Db, videoId: string) {
  return (
    db
      .selectFrom(videoCreatedAtTable(db, videoId).as('video'))
      .leftJoin('videoApprovals', 'videoApprovals.videoId', 'video.id')
      .leftJoin('firmSettings', (join) => join.on('firmSettings.id', '=', FIRM))
      .leftJoin(advisorNamesTable(db).as('decider'), 'decider.id', 'videoApprovals.decidedBy')
      // Whether the firm holds the link for screening is judged by the same row: no second query.
      .select([
        'video.id',
        'video.createdAt',
        ...APPROVAL_COLUMNS,
        'firmSettings.screeningHoldSince',
      ])
      .executeTakeFirst()
  );
}

export async function findFirmSettings(db: Db) {
  return db
    .selectFrom('firmSettings')
    .select([
      'requireApprovalSince',
      'downloadsForbidden',
      'riskyPhrases',
      'screeningHoldSince',
      'updatedAt',
    ])
    .where('id', '=', FIRM)
    .executeTakeFirst();
}

/** Writes the given settings of the firm's row (made on the first change), leaving the rest. */
export async function saveFirmSettings(
  db: Db,
  row: {
    requireApprovalSince?: string | null;
    downloadsForbidden?: 0 | 1;
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
