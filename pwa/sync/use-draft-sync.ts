import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../drafts/db.ts';
import { statusFromDraft, type SyncStatus } from './sync-status.ts';
import { useSyncStatuses } from './use-sync.ts';

/**
 * One saved draft's progress: the engine's live status, else what the draft row remembers
 * (after a reload, before the engine has picked it up). A draft that is gone was uploaded.
 */
export function useDraftSync(draftId: string): SyncStatus | undefined {
  const live = useSyncStatuses().get(draftId);
  const row = useLiveQuery(async () => (await db.drafts.get(draftId)) ?? null, [draftId]);
  if (live) return live;
  if (row === undefined) return undefined;
  if (row === null) {
    return { phase: 'uploaded', percent: 100, videoId: null, shareLink: null, message: null };
  }
  return statusFromDraft(row);
}
