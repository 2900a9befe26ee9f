import { createHash } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { newId } from '../ids.ts';
import { insertDisclosureVersionRow } from './disclosure-versions-repo.ts';

// What other folders read of the advisor's disclosure versions (share's gate, the compliance
// record and export) goes through here, not through the repo.
export {
  findLatestDisclosureVersion,
  listDisclosureTexts,
  listDisclosureVersions,
} from './disclosure-versions-repo.ts';

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
  await insertDisclosureVersionRow(db, { ...version, advisorId, createdAt });
  return version;
}
