import { useSyncExternalStore } from 'react';
import { loadedSonner, onSonnerLoaded } from './toast.ts';

/** Sonner's toaster, mounted once the first toast has loaded it; nothing until then. */
export function Toaster() {
  const sonner = useSyncExternalStore(onSonnerLoaded, loadedSonner);
  if (!sonner) return null;
  // Only one toast shows at a time: a new one replaces the last.
  return <sonner.Toaster visibleToasts={1} position="top-center" richColors closeButton />;
}
