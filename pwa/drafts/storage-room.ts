import { RECORDING_VIDEO_BITS_PER_SECOND } from '../../shared/constants/limits.ts';

/** Room we want before recording starts: five minutes at the recording bitrate (~56 MB). */
export const MIN_FREE_BYTES = (RECORDING_VIDEO_BITS_PER_SECOND / 8) * 60 * 5;

/**
 * Whether this device has room to record, asking once for persistent storage so the browser
 * does not evict drafts that are not uploaded yet. Unknown (no Storage API) counts as room.
 */
export async function hasRoomToRecord(): Promise<boolean> {
  const storage = navigator.storage;
  if (!storage?.estimate) return true;
  await storage.persist?.().catch(() => false);
  const { quota, usage } = await storage.estimate();
  if (quota === undefined || usage === undefined) return true;
  return quota - usage >= MIN_FREE_BYTES;
}

/** IndexedDB (through Dexie) reports a full disk or quota under this name. */
export function isQuotaError(error: unknown): boolean {
  const names = [error, (error as { inner?: unknown } | null)?.inner].map(
    (e) => (e as { name?: string } | null)?.name,
  );
  return names.includes('QuotaExceededError');
}
