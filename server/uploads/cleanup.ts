import type { AppDeps } from '../deps.ts';
import type { CheckedUploadStore } from './checked-upload-store.ts';
import { deleteUpload, findIdleUploads, listUploadIds } from './repo.ts';
import { DAY_MS } from '../../shared/constants/time.ts';

/** An upload no byte has reached for a day is abandoned: a laptop closed overnight still resumes. */
export const ABANDONED_AFTER_MS = DAY_MS;

/**
 * Frees the disk (or bucket) of abandoned partial uploads: those idle for a day, and bytes a
 * crash left with no upload row. The videos stay waiting; their browser starts the upload afresh.
 */
export async function removeAbandonedUploads(
  deps: AppDeps,
  store: CheckedUploadStore,
): Promise<number> {
  const cutoff = deps.clock.now().getTime() - ABANDONED_AFTER_MS;
  const idle = await findIdleUploads(deps.db, new Date(cutoff).toISOString());
  for (const upload of idle) {
    await deleteUpload(deps.db, upload.id);
    await store.discard(upload.id);
  }
  const live = await listUploadIds(deps.db);
  const strays = [...(await store.idleIds(new Date(cutoff)))].filter((id) => !live.has(id));
  for (const id of strays) await store.discard(id);
  const removed = idle.length + strays.length;
  if (removed > 0) deps.logger.info({ removed }, 'removed abandoned uploads');
  return removed;
}
