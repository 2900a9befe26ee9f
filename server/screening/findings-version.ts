import { appendAudit } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { recordEditedVersion, type VersionEdit } from '../videos/edited-version.ts';
import { listFindingsIn, markFindingsMade, type FindingRow } from './repo.ts';

/**
 * The job of a blur or a mute: one new version of the video made by the edit of every finding
 * marked `state`, then those findings made (blurred, muted) and audited with the version, in
 * its transaction. No finding marked (another run did them), or nothing to edit: nothing done.
 */
export async function editFindingsIntoVersion(
  deps: AppDeps,
  videoId: string,
  job: {
    state: 'blurring' | 'muting';
    /** The audit entry's action once the version is stored. */
    action: string;
    edit: (rows: readonly FindingRow[]) => VersionEdit | null;
  },
  signal: AbortSignal,
): Promise<void> {
  const rows = await listFindingsIn(deps.db, videoId, job.state);
  const edit = rows.length > 0 ? job.edit(rows) : null;
  if (!edit) return;
  const stored = async (trx: Db) => {
    const ids = rows.map((row) => row.id);
    await markFindingsMade(trx, ids, job.state, deps.clock.now().toISOString());
    await appendAudit(trx, deps.clock, {
      actor: { type: 'system' },
      action: job.action,
      subject: { type: 'video', id: videoId },
      payload: {
        findings: rows.map((row) => ({ findingId: row.id, kind: row.kind, masked: row.masked })),
      },
    });
  };
  await recordEditedVersion(deps, videoId, edit, { type: 'system' }, stored, signal);
}
