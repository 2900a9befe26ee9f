import type { Db } from '../db/connect.ts';
import { listAuditEntriesAfter } from './repo.ts';
import { auditEntryHash, GENESIS_HASH } from './service.ts';

/** Entries read per query, so a log of millions never sits in memory at once. */
const PAGE = 1000;

export interface BrokenLink {
  seq: number;
  id: string;
  /** What did not match, in words an operator can act on. */
  problem: string;
}

export type ChainReport =
  { ok: true; count: number; headHash: string } | { ok: false; count: number; broken: BrokenLink };

type AuditRow = Awaited<ReturnType<typeof listAuditEntriesAfter>>[number];

/** What is wrong with one entry, given the one before it; null when it holds. */
function entryProblem(entry: AuditRow, previous: { seq: number; hash: string }): string | null {
  if (entry.prevHash !== previous.hash) {
    const before = previous.seq === 0 ? 'the chain’s start' : `entry seq ${previous.seq}`;
    return `prev_hash ${entry.prevHash} does not match the hash of ${before} (${previous.hash}): an entry before it was removed or changed`;
  }
  const recomputed = auditEntryHash(entry);
  if (recomputed !== entry.hash) {
    return `its content hashes to ${recomputed}, not the stored ${entry.hash}: the entry was changed`;
  }
  return null;
}

/**
 * Recomputes the audit chain from its first entry: each entry must point at the hash of the one
 * before it and hash to what it stores. An edited entry fails its own hash; a removed one
 * breaks the next entry's link. Removing the newest entries, or rewriting an entry and
 * recomputing every later hash, leaves a chain that holds together: `anchoredHead`, a head hash
 * kept outside the database (the daily one in the server log, an export's manifest), must then
 * be the hash of an entry in it.
 */
export async function verifyAuditChain(
  db: Db,
  options: { anchoredHead?: string } = {},
): Promise<ChainReport> {
  let previous = { seq: 0, hash: GENESIS_HASH, id: '' };
  let count = 0;
  let anchorSeen = options.anchoredHead === undefined;
  for (;;) {
    const page = await listAuditEntriesAfter(db, previous.seq, PAGE);
    for (const entry of page) {
      const seq = Number(entry.seq);
      const problem = entryProblem(entry, previous);
      if (problem !== null) return { ok: false, count, broken: { seq, id: entry.id, problem } };
      count += 1;
      previous = { seq, hash: entry.hash, id: entry.id };
      if (entry.hash === options.anchoredHead) anchorSeen = true;
    }
    if (page.length < PAGE) break;
  }
  if (!anchorSeen) {
    return {
      ok: false,
      count,
      broken: {
        seq: previous.seq,
        id: previous.id,
        problem: `no entry has the anchored head hash ${options.anchoredHead ?? ''}: entries were removed from the end, or the chain was rewritten and its hashes recomputed`,
      },
    };
  }
  return { ok: true, count, headHash: previous.hash };
}

/** The report as the command prints it. */
export function describeChainReport(report: ChainReport): string {
  if (report.ok) {
    return `Audit chain OK: ${report.count} entries, head hash ${report.headHash}`;
  }
  const { seq, id, problem } = report.broken;
  return `Audit chain BROKEN at seq ${seq} (id ${id}): ${problem}. ${report.count} entries before it verified.`;
}
