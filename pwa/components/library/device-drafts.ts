import type { DraftRow } from '../../drafts/db.ts';
import { describeSync, statusFromDraft, type SyncStatus } from '../../sync/sync-status.ts';

/** A recording on this device that the server does not have (all of) yet, as the library shows it. */
export interface DeviceDraft {
  id: string;
  title: string;
  description: string;
  createdAt: number;
  updatedAt: number;
  durationSeconds: number;
  /** Save was pressed: it waits to upload. Otherwise it was never saved. */
  saved: boolean;
  /** Its tab closed mid-recording: it must be recovered before the preview can open it. */
  interrupted: boolean;
  /** The video the server made for it on Save, once it has. */
  videoId: string | null;
  /** Where its upload is ('Uploading 43%', 'Waiting for connection'), for saved ones. */
  syncLabel: string | null;
  syncFailed: boolean;
  /** 0-100 while this device is sending the file. */
  uploadPercent: number | null;
}

function toDeviceDraft(draft: DraftRow, status: SyncStatus | null): DeviceDraft {
  return {
    id: draft.id,
    title: draft.details?.title.trim() || 'Untitled recording',
    description: draft.details?.description ?? '',
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    durationSeconds: draft.durationMs / 1000,
    saved: draft.sync !== null,
    interrupted: draft.status === 'recording',
    videoId: status?.videoId ?? draft.sync?.videoId ?? null,
    syncLabel: status ? describeSync(status) : null,
    syncFailed: status?.phase === 'failed',
    uploadPercent: status?.phase === 'uploading' ? status.percent : null,
  };
}

/**
 * The recordings to show from this device, newest first: never saved (`unsaved`, as /record
 * offers them back) and saved but not yet uploaded (`pending`, as the dashboard lists them),
 * with the upload engine's live status where it has one.
 */
export function deviceDrafts(
  unsaved: readonly DraftRow[],
  pending: readonly DraftRow[],
  statuses: ReadonlyMap<string, SyncStatus>,
): DeviceDraft[] {
  const rows = [
    ...unsaved.filter((draft) => !draft.sync).map((draft) => toDeviceDraft(draft, null)),
    ...pending
      .filter((draft) => draft.sync)
      .map((draft) => toDeviceDraft(draft, statuses.get(draft.id) ?? statusFromDraft(draft))),
  ];
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * A saved draft whose video is already in the list shows once, as that video, with this
 * device's live upload progress; the others stay as drafts.
 */
export function mergeWithServer(
  drafts: readonly DeviceDraft[],
  serverVideoIds: ReadonlySet<string>,
): { drafts: DeviceDraft[]; livePercents: ReadonlyMap<string, number> } {
  const livePercents = new Map<string, number>();
  const shown: DeviceDraft[] = [];
  for (const draft of drafts) {
    if (draft.videoId && serverVideoIds.has(draft.videoId)) {
      if (draft.uploadPercent !== null) livePercents.set(draft.videoId, draft.uploadPercent);
    } else {
      shown.push(draft);
    }
  }
  return { drafts: shown, livePercents };
}
