import type * as SonnerModule from 'sonner';
import { lazyToast } from './lazy-toast.ts';

type Sonner = typeof SonnerModule;

let loaded: Sonner | null = null;
const listeners = new Set<() => void>();

async function loadSonner(): Promise<Sonner> {
  const sonner = await import('sonner');
  loaded = sonner;
  for (const listener of listeners) listener();
  return sonner;
}

/**
 * The app's one way to raise a toast. Sonner arrives with the first toast; the toaster mounts
 * then and shows whatever was raised before it subscribed (sonner replays active toasts).
 */
export const toast = lazyToast(loadSonner);

/** Sonner once the first toast has loaded it, else null; for the toaster to mount. */
export function loadedSonner(): Sonner | null {
  return loaded;
}

export function onSonnerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
