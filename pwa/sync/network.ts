/** Whether the device has a network, and word when that changes. */
export interface Network {
  isOnline(): boolean;
  /** Calls `online` or `offline` as the connection comes and goes; returns a way to stop. */
  watch(handlers: { online(): void; offline(): void }): () => void;
}

/** The browser's own view, in a tab or a service worker alike (both fire online/offline). */
export const browserNetwork: Network = {
  isOnline: () => navigator.onLine,
  watch({ online, offline }) {
    globalThis.addEventListener('online', online);
    globalThis.addEventListener('offline', offline);
    return () => {
      globalThis.removeEventListener('online', online);
      globalThis.removeEventListener('offline', offline);
    };
  },
};
