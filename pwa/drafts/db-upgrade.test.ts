import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { BriefcastDb } from './db.ts';
import { draftSource } from './draft-source.ts';
import { appendCameraChunk, createDraft, deleteDraft, loadDraftCameraFile } from './drafts.ts';

/** The database as the version before two-stream recording left it, with one draft in it. */
async function olderDatabase(name: string) {
  const old = new Dexie(name);
  old.version(1).stores({ drafts: 'id, advisorId, updatedAt', chunks: '[draftId+seq], draftId' });
  old.version(2).stores({ soundChunks: '[draftId+seq], draftId' });
  old.version(3).stores({ keys: 'id' });
  await old.table('drafts').add({
    id: 'old-draft',
    advisorId: 'advisor-1',
    status: 'recorded',
    mimeType: 'video/webm',
    settings: { microphone: 'default', includeProfilePicture: true, source: 'screen' },
    details: null,
    sync: null,
    durationMs: 5000,
    fileHasDuration: false,
    byteSize: 3,
    chunkCount: 1,
    createdAt: 1,
    updatedAt: 1,
  });
  await old.table('chunks').add({ draftId: 'old-draft', seq: 0, data: new Blob(['abc']) });
  old.close();
}

describe('the draft database after two-stream recording came', () => {
  it('keeps a draft recorded before, with its file, as a recording without a camera', async () => {
    const name = `briefcast-${randomUUID()}`;
    await olderDatabase(name);
    const db = new BriefcastDb(name);
    const draft = await db.drafts.get('old-draft');
    expect(draft).toMatchObject({ id: 'old-draft', durationMs: 5000, camera: null });
    expect(await db.chunks.where('draftId').equals('old-draft').count()).toBe(1);
    expect(draft && draftSource(draft)).toBe('screen');
    expect(draft && (await loadDraftCameraFile(db, draft))).toBeNull();
    db.close();
  });

  it("stores the camera's chunks beside the screen's, and deletes them with the draft", async () => {
    const db = new BriefcastDb(`briefcast-${randomUUID()}`);
    const id = await createDraft(
      db,
      {
        advisorId: 'advisor-1',
        mimeType: 'video/webm;codecs=vp9,opus',
        cameraMimeType: 'video/webm;codecs=vp9',
        settings: {
          microphone: 'default',
          includeProfilePicture: false,
          source: 'screen_and_camera',
        },
      },
      Date.now(),
    );
    let draft = await db.drafts.get(id);
    // No camera chunk yet: a camera lost before its first chunk leaves a screen recording.
    expect(draft && draftSource(draft)).toBe('screen');
    await appendCameraChunk(db, id, 0, new Blob(['ca']));
    await appendCameraChunk(db, id, 1, new Blob(['mera']));
    draft = await db.drafts.get(id);
    expect(draft?.camera).toMatchObject({ byteSize: 6, chunkCount: 2, offsetMs: null });
    expect(draft && draftSource(draft)).toBe('screen_and_camera');
    if (!draft?.camera) throw new Error('the draft has no camera');
    // As after a trim, so the bytes come back as stored, without a duration written in.
    const file = await loadDraftCameraFile(db, {
      ...draft,
      camera: { ...draft.camera, fileHasDuration: true },
    });
    expect(await file?.text()).toBe('camera');
    await deleteDraft(db, id);
    expect(await db.cameraChunks.count()).toBe(0);
    db.close();
  });
});
