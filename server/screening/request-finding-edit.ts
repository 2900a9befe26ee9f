import type { FindingResponse } from '../../shared/api/screening.ts';
import { appendAudit } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { Conflict } from '../errors/domain-errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { getVideo } from '../videos/service.ts';
import { findingById } from './finding-by-id.ts';
import { presentFinding } from './present.ts';
import type { FindingRow } from './repo.ts';

/** What one kind of edit (a blur, a mute) does when the advisor asks for it. */
export interface FindingEdit {
  /** The refusal when this finding cannot take the edit, before anything changes. */
  refusal: (finding: FindingRow) => Error | null;
  /** Marks the findings the edit takes (none: the finding is no longer open). */
  mark: (trx: Db, finding: FindingRow, now: string) => Promise<readonly FindingRow[]>;
  action: string;
  payload: (finding: FindingRow, marked: readonly FindingRow[]) => Record<string, unknown>;
  job: 'screening.blur_findings' | 'screening.mute_findings';
}

/**
 * The advisor asks for an edit of a finding: the findings it takes are marked (still
 * unresolved, so a held link stays held), the request is audited and the job that makes the
 * new version is queued, all in one transaction. A finding already taken is a conflict.
 */
export async function requestFindingEdit(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
  findingId: string,
  edit: FindingEdit,
): Promise<FindingResponse> {
  await getVideo(deps, advisorId, videoId);
  const finding = await findingById(deps, videoId, findingId);
  const refusal = edit.refusal(finding);
  if (refusal) throw refusal;
  const now = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const marked = await edit.mark(trx, finding, now);
    if (marked.length === 0) throw new Conflict(`This finding is already ${finding.state}.`);
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: edit.action,
      subject: { type: 'video', id: videoId },
      payload: edit.payload(finding, marked),
    });
    await enqueueJob(trx, deps.clock, { name: edit.job, payload: { videoId } });
  });
  return { finding: presentFinding(await findingById(deps, videoId, findingId)) };
}
