import { describe, expect, it } from 'vitest';
import type { DraftRow, DraftSync } from '../../drafts/db.ts';
import type { SyncStatus } from '../../sync/sync-status.ts';
import { deviceDrafts, mergeWithServer } from './device-drafts.ts';

const sync = (fields: Partial<DraftSync> = {}): DraftSync => ({
  clientRequestId: 'req',
  savedAt: 1,
  password: null,
  sha256: null,
  videoId: null,
  shareLink: null,
  uploadUrl: null,
  error: null,
  ...fields,
});

function draft(id: string, fields: Partial<DraftRow> = {}): DraftRow {
  return {
    id,
    advisorId: 'a1',
    status: 'recorded',
    mimeType: 'video/webm',
    settings: { microphone: 'default', includeProfilePicture: true },
    details: null,
    sync: null,
    durationMs: 65_000,
    fileHasDuration: false,
    byteSize: 1000,
    chunkCount: 1,
    camera: null,
    createdAt: 100,
    updatedAt: 100,
    ...fields,
  };
}

const details = (title: string, description = '') => ({
  clientName: '',
  title,
  description,
  captionsEnabled: true,
  includeProfilePicture: true,
  passwordProtected: false,
});

describe('deviceDrafts', () => {
  it('lists unsaved and saved drafts newest first', () => {
    const rows = deviceDrafts(
      [
        draft('old', { updatedAt: 10 }),
        draft('interrupted', { status: 'recording', updatedAt: 30 }),
      ],
      [draft('saved', { sync: sync(), updatedAt: 20, details: details('  Tax plan  ') })],
      new Map(),
    );
    expect(rows.map((row) => row.id)).toEqual(['interrupted', 'saved', 'old']);
    const [interrupted, saved, old] = rows;
    expect(interrupted).toMatchObject({ saved: false, interrupted: true, syncLabel: null });
    expect(saved).toMatchObject({
      title: 'Tax plan',
      saved: true,
      syncLabel: 'Waiting for connection',
      syncFailed: false,
      uploadPercent: null,
    });
    expect(old).toMatchObject({ title: 'Untitled recording', durationSeconds: 65 });
  });

  it('takes the live upload status, and a refused save as failed', () => {
    const uploading: SyncStatus = {
      phase: 'uploading',
      percent: 42,
      videoId: 'v1',
      shareLink: 'abc',
      message: null,
    };
    const rows = deviceDrafts(
      [],
      [
        draft('live', { sync: sync() }),
        draft('refused', { sync: sync({ error: 'Title is too long' }), updatedAt: 50 }),
      ],
      new Map([['live', uploading]]),
    );
    expect(rows.find((row) => row.id === 'live')).toMatchObject({
      videoId: 'v1',
      syncLabel: 'Uploading 42%',
      uploadPercent: 42,
    });
    expect(rows.find((row) => row.id === 'refused')).toMatchObject({
      syncLabel: 'Title is too long',
      syncFailed: true,
    });
  });

  it('ignores a saved draft in the unsaved list and an unsaved one in the pending list', () => {
    const rows = deviceDrafts([draft('s', { sync: sync() })], [draft('u')], new Map());
    expect(rows).toEqual([]);
  });
});

describe('mergeWithServer', () => {
  it('hides drafts whose video is listed and hands their progress to it', () => {
    const rows = deviceDrafts(
      [draft('unsaved')],
      [
        draft('listed', { sync: sync({ videoId: 'v1' }) }),
        draft('unlisted', { sync: sync({ videoId: 'v2' }) }),
      ],
      new Map([
        [
          'listed',
          { phase: 'uploading', percent: 70, videoId: 'v1', shareLink: null, message: null },
        ],
      ]),
    );
    const merged = mergeWithServer(rows, new Set(['v1']));
    expect(merged.drafts.map((row) => row.id).sort()).toEqual(['unlisted', 'unsaved']);
    expect([...merged.livePercents]).toEqual([['v1', 70]]);
  });
});
