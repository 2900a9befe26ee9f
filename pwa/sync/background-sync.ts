/** The Background Sync tag under which the service worker finishes queued uploads. */
export const UPLOADS_SYNC_TAG = 'briefcast-uploads';

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Whether this browser lets the service worker finish uploads after the tab is closed
 * (Background Sync: Chromium-based browsers; not Firefox or Safari).
 */
export const backgroundSyncSupported = (): boolean =>
  'serviceWorker' in navigator && 'SyncManager' in globalThis;

/**
 * Asks the browser to wake the service worker to finish queued uploads once it is online, even
 * with every Briefcast tab closed. Registering an existing tag again is harmless. Where
 * Background Sync is missing (or the service worker is not running, as in development) the
 * open tab's engine is the only uploader.
 */
export async function requestBackgroundSync(): Promise<void> {
  if (!backgroundSyncSupported()) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    SyncCapableRegistration | undefined;
  await registration?.sync?.register(UPLOADS_SYNC_TAG).catch(() => undefined);
}
