import { createHash } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { newId } from '../ids.ts';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface DisclosureVersion {
  id: string;
  version: number;
  text: string;
  sha256: string;
}

/**
 * Keeps a disclosure text as a version of its own; a share page's acceptance will record the
 * version's hash, proving exactly which words the client accepted. `previous` is the advisor's
 * newest version, or null for the first.
 */
export async function insertDisclosureVersion(
  db: Db,
  advisorId: string,
  text: string,
  previous: DisclosureVersion | null,
  createdAt: string,
): Promise<DisclosureVersion> {
  const version = {
    id: newId(),
    version: (previous?.version ?? 0) + 1,
    text,
    sha256: sha256Hex(text),
  };
  await db
    .insertInto('disclosureVersions')
    .values({ ...version, advisorId, createdAt })
    .execute();
  return version;
}

/** The text the advisor's clients are shown now. */
export async function findLatestDisclosureVersion(
  db: Db,
  advisorId: string,
): Promise<DisclosureVersion | null> {
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
