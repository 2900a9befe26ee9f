import type { BriefcastDb, DraftRow } from './db.ts';
import { finishDraft } from './drafts.ts';

/**
 * Makes an unfinished draft previewable. A draft whose tab died mid-recording is finished with
 * the time recorded up to its last stored chunk (at most a second short).
 */
export async function recoverDraft(db: BriefcastDb, draft: DraftRow): Promise<void> {
  if (draft.status === 'recording') await finishDraft(db, draft.id, draft.durationMs);
}
