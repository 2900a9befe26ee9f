import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { ScreeningFindingsTable } from './tables.ts';

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

/** Findings still waiting for the advisor: open, or being blurred or muted. */
export const UNRESOLVED_STATES = ['open', 'blurring', 'muting'] as const;

export async function countUnresolvedFindings(db: Db, videoId: string): Promise<number> {
  const row = await db
    .selectFrom('screeningFindings')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('videoId', '=', videoId)
    .where('state', 'in', UNRESOLVED_STATES)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** How many findings of each state each of `videoIds` has (videos with none are absent). */
export function countFindingsByState(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('screeningFindings')
    .select(['videoId', 'state', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('videoId', 'in', [...videoIds])
    .groupBy(['videoId', 'state'])
    .execute();
}

/** Every video whose screening has run: what a change of the firm's phrases screens again. */
export async function listScreenedVideoIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('videoScreenings').select('videoId').execute();
  return rows.map((row) => row.videoId);
}

/** A new version of the video being made for a finding, and what the finding is once it is stored. */
export const IN_NEW_VERSION = { blurring: 'blurred', muting: 'muted' } as const;
export type MakingState = keyof typeof IN_NEW_VERSION;

/** Marks an open finding as being blurred or muted; false when it was not open. */
export async function markFindingMaking(
  db: Db,
  findingId: string,
  state: MakingState,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('screeningFindings')
    .set({ state, updatedAt })
    .where('id', '=', findingId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listFindingsIn(db: Db, videoId: string, state: string): Promise<FindingRow[]> {
  return db
    .selectFrom('screeningFindings')
    .selectAll()
    .where('videoId', '=', videoId)
    .where('state', '=', state)
    .orderBy('startMs')
    .execute();
}

/** The open findings said in the same cue as `finding` (itself included while it is open). */
export function listOpenFindingsOfCue(
  db: Db,
  finding: Pick<FindingRow, 'videoId' | 'kind' | 'startMs' | 'endMs'>,
): Promise<FindingRow[]> {
  return db
    .selectFrom('screeningFindings')
    .selectAll()
    .where('videoId', '=', finding.videoId)
    .where('source', '=', 'speech')
    .where('kind', '=', finding.kind)
    .where('startMs', '=', finding.startMs)
    .where('endMs', '=', finding.endMs)
    .where('state', '=', 'open')
    .orderBy('id')
    .execute();
}

/** Marks findings being blurred (or muted) as blurred (muted), once the new version is stored. */
export async function markFindingsMade(
  db: Db,
  findingIds: readonly string[],
  state: MakingState,
  updatedAt: string,
): Promise<void> {
  if (findingIds.length === 0) return;
  await db
    .updateTable('screeningFindings')
    .set({ state: IN_NEW_VERSION[state], updatedAt })
    .where('id', 'in', [...findingIds])
    .where('state', '=', state)
    .execute();
}
