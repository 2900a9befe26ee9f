import type { SyncStatus } from './sync-status.ts';

const WAITING: SyncStatus = {
  phase: 'waiting',
  percent: 0,
  videoId: null,
  shareLink: null,
  message: null,
};

/**
 * Where each saved draft is on its way to the server, as one immutable map that screens read
 * with useSyncExternalStore: a new map on every change, so React sees each one.
 */
export class SyncStatusStore {
  private statuses: ReadonlyMap<string, SyncStatus> = new Map();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.statuses;

  get(draftId: string): SyncStatus | undefined {
    return this.statuses.get(draftId);
  }

  set(draftId: string, patch: Partial<SyncStatus>): void {
    const next = new Map(this.statuses);
    next.set(draftId, { ...(this.statuses.get(draftId) ?? WAITING), ...patch });
    this.statuses = next;
    for (const listener of this.listeners) listener();
  }
}
