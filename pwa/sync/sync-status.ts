import type { DraftRow } from '../drafts/db.ts';

/** Where one saved recording is on its way to the server, as the screens show it. */
export type SyncPhase = 'waiting' | 'preparing' | 'uploading' | 'uploaded' | 'failed';

export interface SyncStatus {
  phase: SyncPhase;
  /** 0-100 while uploading. */
  percent: number;
  videoId: string | null;
  shareLink: string | null;
  /** Why it waits or failed, in words for the advisor. */
  message: string | null;
}

/** 'Waiting for connection', 'Uploading 43%', 'Uploaded': the words the advisor sees on each draft. */
export function describeSync(status: SyncStatus): string {
  switch (status.phase) {
    case 'waiting':
      return status.message ?? 'Waiting for connection';
    case 'preparing':
      return 'Preparing upload…';
    case 'uploading':
      return `Uploading ${status.percent}%`;
    case 'uploaded':
      return 'Uploaded';
    case 'failed':
      return status.message ?? 'Upload failed';
  }
}

/** What a saved draft's row says before the engine has reported on it (after a reload). */
export function statusFromDraft(draft: Pick<DraftRow, 'sync'>): SyncStatus {
  const error = draft.sync?.error ?? null;
  return {
    phase: error ? 'failed' : 'waiting',
    percent: 0,
    videoId: draft.sync?.videoId ?? null,
    shareLink: draft.sync?.shareLink ?? null,
    message: error,
  };
}
