/**
 * Briefcast's service worker: serves the app offline from its precache (every screen, the
 * ffmpeg.wasm core included) and finishes queued uploads with Background Sync after the tab is
 * closed. Built by vite-plugin-pwa (injectManifest), which fills in `__WB_MANIFEST`.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { db } from './drafts/db.ts';
import { UPLOADS_SYNC_TAG } from './sync/background-sync.ts';
import { finishUploads } from './sync/finish-uploads.ts';

/** The few service worker types used here (the project's lib is the DOM's, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

// Written out in full: the build looks for `self.__WB_MANIFEST` to put the precache list in.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// The server owns these: the shell must never stand in for an API call or a share page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/share(\/|$)/, /^\/media\//, /^\/healthz/],
  }),
);

// registerType 'prompt': a new version waits until the advisor chooses to reload into it.
scope.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') {
    void scope.skipWaiting();
  }
});

scope.addEventListener('sync', (event) => {
  if (event.tag === UPLOADS_SYNC_TAG) event.waitUntil(finishUploads(db));
});
