import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { SyncEngine } from './sync-engine.ts';
import type { SyncStatus } from './sync-status.ts';

/** The signed-in advisor's sync engine (see SyncRunner); null when signed out. */
export const SyncEngineContext = createContext<SyncEngine | null>(null);

const NO_STATUSES: ReadonlyMap<string, SyncStatus> = new Map();
const noSubscription = () => () => {};

export function useSyncEngine(): SyncEngine | null {
  return useContext(SyncEngineContext);
}

/** Live upload status of every saved draft, by draft id. */
export function useSyncStatuses(): ReadonlyMap<string, SyncStatus> {
  const engine = useSyncEngine();
  return useSyncExternalStore(
    engine?.statuses.subscribe ?? noSubscription,
    engine?.statuses.getSnapshot ?? (() => NO_STATUSES),
  );
}

/**
 * This device's upload percent of each video it is sending, by video id: where a screen shows
 * an upload this device is sending, it shows this figure, so every screen agrees.
 */
export function useLiveUploadPercents(): ReadonlyMap<string, number> {
  const statuses = useSyncStatuses();
  return useMemo(() => {
    const percents = new Map<string, number>();
    for (const status of statuses.values()) {
      if (status.videoId && status.phase === 'uploading') {
        percents.set(status.videoId, status.percent);
      }
    }
    return percents;
  }, [statuses]);
}
