import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ScreeningFindingsTable } from '../db/schema.ts';

export type FindingRow = Selectable<ScreeningFindingsTable>;
export type NewFindingRow = Insertable<ScreeningFindingsTable>;
/** Where a finding was found: read on the frames, or said in the captions. */
export type FindingSource = 'screen' | 'speech';

export async function findScreeningStatus(db: Db, videoId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('videoScreenings')
    .select('status')
    .where('videoId', '=', videoId)
    .executeTakeFirst();
  return row?.status;
}

export async function saveScreeningStatus(
  db: Db,
  videoId: string,
  status: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('videoScreenings')
    .values({ videoId, status, updatedAt })
    .onConflict((conflict) => conflict.column('videoId').doUpdateSet({ status, updatedAt }))
    .execute();
}

/** In the order they appear in the video. */
export function listFindings(db: Db, videoId: string): Promise<FindingRow[]> {
  return db
    .selectFrom('screeningFindings')
    .selectAll()
    .where('videoId', '=', videoId)
    .orderBy('startMs')
    .orderBy('endMs')
    .orderBy('kind')
    .orderBy('id')
    .execute();
}

export function listFindingsFrom(
  db: Db,
  videoId: string,
  source: FindingSource,
): Promise<FindingRow[]> {
  return db
    .selectFrom('screeningFindings')
    .selectAll()
    .where('videoId', '=', videoId)
    .where('source', '=', source)
    .execute();
}

export async function deleteFindingsFrom(
  db: Db,
  videoId: string,
  source: FindingSource,
): Promise<void> {
  await db
    .deleteFrom('screeningFindings')
    .where('videoId', '=', videoId)
    .where('source', '=', source)
    .execute();
}

export async function insertFindings(db: Db, rows: readonly NewFindingRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('screeningFindings')
    .values([...rows])
    .execute();
}

export function findFinding(
  db: Db,
  videoId: string,
  findingId: string,
): Promise<FindingRow | undefined> {
  return db
    .selectFrom('screeningFindings')
    .selectAll()
    .where('videoId', '=', videoId)
    .where('id', '=', findingId)
    .executeTakeFirst();
}

/** Dismisses an open finding; false when it was not open (already dismissed or blurred). */
export async function dismissOpenFinding(
  db: Db,
  findingId: string,
  reason: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('screeningFindings')
    .set({ state: 'dismissed', dismissedReason: reason, updatedAt })
    .where('id', '=', findingId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
