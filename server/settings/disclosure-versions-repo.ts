import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { DisclosureVersionsTable } from './tables.ts';

export async function insertDisclosureVersionRow(
  db: Db,
  row: Insertable<DisclosureVersionsTable>,
): Promise<void> {
  await db.insertInto('disclosureVersions').values(row).execute();
}

/** The advisor's newest version: the text their clients are shown now. */
export async function findLatestDisclosureVersion(db: Db, advisorId: string) {
  const latest = await db
    .selectFrom('disclosureVersions')
    .select(['id', 'version', 'text', 'sha256'])
    .where('advisorId', '=', advisorId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest ?? null;
}

export async function listDisclosureVersions(db: Db, advisorId: string) {
  return db
    .selectFrom('disclosureVersions')
    .select(['id', 'version', 'text', 'sha256', 'createdAt'])
    .where('advisorId', '=', advisorId)
    .orderBy('version')
    .execute();
}

/** The advisor's disclosure texts, newest first: what the compliance record shows of each. */
export async function listDisclosureTexts(db: Db, advisorId: string) {
  return db
    .selectFrom('disclosureVersions')
    .select(['version', 'sha256', 'text'])
    .where('advisorId', '=', advisorId)
    .orderBy('version', 'desc')
    .execute();
}

/**
 * Each advisor's newest disclosure version, as a table to join: the share page shows its text,
 * and a pass names the sha256 it was accepted against, so a newer text closes the video again.
 */
export function latestDisclosureTable(db: Db) {
  return db
    .selectFrom('disclosureVersions as latest')
    .select(['latest.advisorId', 'latest.sha256', 'latest.text', 'latest.version'])
    .where((eb) =>
      eb(
        'latest.version',
        '=',
        eb
          .selectFrom('disclosureVersions as newer')
          .select((max) => max.fn.max('newer.version').as('version'))
          .whereRef('newer.advisorId', '=', 'latest.advisorId'),
      ),
    );
}
