import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DraftRow } from '../drafts/db.ts';
import { listDrafts } from '../drafts/drafts.ts';

/** Saved recordings still on this device: not yet on the server, or not yet confirmed. */
export function usePendingUploads(advisorId: string): DraftRow[] {
  return (
    useLiveQuery(
      async () => (await listDrafts(db, advisorId)).filter((draft) => draft.sync),
      [advisorId],
    ) ?? []
  );
}
