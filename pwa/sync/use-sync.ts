import { createContext, useContext, useSyncExternalStore } from 'react';
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
    engine?.subscribe ?? noSubscription,
    engine?.getSnapshot ?? (() => NO_STATUSES),
  );
}
