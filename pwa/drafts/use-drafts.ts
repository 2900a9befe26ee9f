import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DraftRow } from './db.ts';
import { listDrafts } from './drafts.ts';
import { draftsBeingRecorded } from './recording-lock.ts';

/**
 * The advisor's drafts on this device that no live tab is recording: recordings that were
 * never saved or whose tab closed mid-recording. Undefined while loading; updates live.
 */
export function useUnfinishedDrafts(advisorId: string): DraftRow[] | undefined {
  return useLiveQuery(async () => {
    const [drafts, busy] = await Promise.all([listDrafts(db, advisorId), draftsBeingRecorded()]);
    return drafts.filter((draft) => !busy.has(draft.id) && !draft.sync);
  }, [advisorId]);
}

/** One draft by id, or the newest finished one when no id is given; null when there is none. */
export function useDraft(
  advisorId: string,
  draftId: string | undefined,
): DraftRow | null | undefined {
  return useLiveQuery(async () => {
    if (draftId) {
      const draft = await db.drafts.get(draftId);
      return draft?.advisorId === advisorId ? draft : null;
    }
    const drafts = await listDrafts(db, advisorId);
    return drafts.find((draft) => draft.status === 'recorded' && !draft.sync) ?? null;
  }, [advisorId, draftId]);
}
