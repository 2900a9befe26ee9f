import { useSyncExternalStore } from 'react';
import { browserNetwork } from './network.ts';

const subscribe = (changed: () => void) =>
  browserNetwork.watch({ online: changed, offline: changed });

/**
 * Whether this device has a network now. A page the service worker opened offline fires no
 * 'offline' event, so the answer comes from `navigator.onLine`, not from events alone.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, browserNetwork.isOnline, () => true);
}
