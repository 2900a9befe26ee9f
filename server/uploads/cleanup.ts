import fs from 'node:fs';
import type { AppDeps } from '../deps.ts';
import type { CheckedFileStore } from './checked-file-store.ts';
import { deleteUpload, findIdleUploads, listUploadIds } from './repo.ts';

/** An upload no byte has reached for this long is abandoned (the 24 hours). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Frees the disk of abandoned partial uploads: those idle for a day, and files a crash left
 * with no upload row. The videos stay waiting; their browser starts the upload afresh.
 */
export async function removeAbandonedUploads(
  deps: AppDeps,
  store: CheckedFileStore,
): Promise<number> {
  const cutoff = deps.clock.now().getTime() - ABANDONED_AFTER_MS;
  const idle = await findIdleUploads(deps.db, new Date(cutoff).toISOString());
  for (const upload of idle) {
    await deleteUpload(deps.db, upload.id);
    await store.discard(upload.id);
  }
  const live = await listUploadIds(deps.db);
  const strays = new Set<string>();
  for (const name of await fs.promises.readdir(store.directory)) {
    const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : name;
    if (live.has(id) || strays.has(id)) continue;
    const stat = await fs.promises.stat(`${store.directory}/${name}`).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) strays.add(id);
  }
  for (const id of strays) await store.discard(id);
  const removed = idle.length + strays.size;
  if (removed > 0) deps.logger.info({ removed }, 'removed abandoned uploads');
  return removed;
}
