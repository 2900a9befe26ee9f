import { withWebmDuration } from '../editor/webm-duration.ts';
import type {
  BriefcastDb,
  ChunkRow,
  DraftCamera,
  DraftDetails,
  DraftRow,
  RecordingSettings,
} from './db.ts';

/**
 * Enough of the file to hold its header and Segment Info, which Chrome writes in the first few
 * hundred bytes. Read from the whole file, never from one stored chunk: MediaRecorder cuts its
 * chunks anywhere (a first chunk of a single byte happens when the encoder starts late).
 */
const HEAD_BYTES = 64 * 1024;

/**
 * A draft's whole file as one Blob; the browser reads the stored parts lazily from disk.
 * MediaRecorder's WebM has no duration in its header (players show Infinity and cannot
 * seek), so the head of the file is given the recorded one here, on the way out, and the
 * stored recording itself is never rewritten.
 */
export async function loadDraftFile(db: BriefcastDb, draft: DraftRow): Promise<Blob> {
  return joinChunks(await db.chunks.where('draftId').equals(draft.id).sortBy('seq'), draft);
}

/**
 * The camera's file of a screen-and-camera draft, given the recorded duration as the screen's
 * is; null when the draft has none (or the camera never handed over a chunk).
 */
export async function loadDraftCameraFile(db: BriefcastDb, draft: DraftRow): Promise<Blob | null> {
  if (!draft.camera) return null;
  const chunks = await db.cameraChunks.where('draftId').equals(draft.id).sortBy('seq');
  const file = await joinChunks(chunks, { ...draft.camera, durationMs: draft.durationMs });
  return file.size > 0 ? file : null;
}

async function joinChunks(
  chunks: ChunkRow[],
  {
    mimeType,
    fileHasDuration,
    durationMs,
  }: Pick<DraftRow, 'mimeType' | 'fileHasDuration' | 'durationMs'>,
): Promise<Blob> {
  const file = new Blob(
    chunks.map((chunk) => chunk.data),
    { type: mimeType },
  );
  if (fileHasDuration || file.size === 0) return file;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  // slice() gives a copy on a plain ArrayBuffer, which is what a Blob part must be.
  const patched = withWebmDuration(head, durationMs).slice();
  return new Blob([patched, file.slice(HEAD_BYTES)], { type: mimeType });
}

export async function createDraft(
  db: BriefcastDb,
  {
    cameraMimeType,
    ...draft
  }: {
    advisorId: string;
    mimeType: string;
    settings: RecordingSettings;
    /** Set for a screen-and-camera recording: the camera's file is recorded beside it. */
    cameraMimeType?: string;
  },
  now: number,
): Promise<string> {
  const id = crypto.randomUUID();
  const camera: DraftCamera | null =
    cameraMimeType === undefined
      ? null
      : {
          mimeType: cameraMimeType,
          byteSize: 0,
          chunkCount: 0,
          offsetMs: null,
          lost: false,
          fileHasDuration: false,
        };
  await db.drafts.add({
    ...draft,
    camera,
    id,
    status: 'recording',
    details: null,
    sync: null,
    fileHasDuration: false,
    durationMs: 0,
    byteSize: 0,
    chunkCount: 0,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Stores one MediaRecorder chunk and the time recorded so far, in one transaction. */
export async function appendChunk(
  db: BriefcastDb,
  draftId: string,
  seq: number,
  data: Blob,
  durationMs: number,
): Promise<void> {
  await db.transaction('rw', db.drafts, db.chunks, async () => {
    await db.chunks.add({ draftId, seq, data });
    await db.drafts
      .where('id')
      .equals(draftId)
      .modify((draft) => {
        draft.byteSize += data.size;
        draft.chunkCount = seq + 1;
        draft.durationMs = durationMs;
        draft.updatedAt = Date.now();
      });
  });
}

/** Stores one chunk of the camera's recording, counted in the draft's camera, in one transaction. */
export async function appendCameraChunk(
  db: BriefcastDb,
  draftId: string,
  seq: number,
  data: Blob,
): Promise<void> {
  await db.transaction('rw', db.drafts, db.cameraChunks, async () => {
    await db.cameraChunks.add({ draftId, seq, data });
    await db.drafts
      .where('id')
      .equals(draftId)
      .modify((draft) => {
        if (!draft.camera) return;
        draft.camera.byteSize += data.size;
        draft.camera.chunkCount = seq + 1;
      });
  });
}

/** Notes the camera's start against the screen's, or that the camera went away. */
export async function updateDraftCamera(
  db: BriefcastDb,
  draftId: string,
  patch: Partial<Pick<DraftCamera, 'offsetMs' | 'lost'>>,
): Promise<void> {
  await db.drafts
    .where('id')
    .equals(draftId)
    .modify((draft) => {
      if (draft.camera) Object.assign(draft.camera, patch);
    });
}

/** Stores one chunk of the draft's sound-only recording (see SoundChunkRow). */
export async function appendSoundChunk(
  db: BriefcastDb,
  draftId: string,
  seq: number,
  data: Blob,
): Promise<void> {
  await db.soundChunks.add({ draftId, seq, data });
}

/** The draft's sound-only recording as one WebM, or null when it has none. */
export async function loadDraftSound(db: BriefcastDb, draftId: string): Promise<Blob | null> {
  const chunks = await db.soundChunks.where('draftId').equals(draftId).sortBy('seq');
  const sound = new Blob(
    chunks.map((chunk) => chunk.data),
    { type: 'audio/webm' },
  );
  return sound.size > 0 ? sound : null;
}

/** Marks a draft complete: its file is whole and it can be previewed. */
export async function finishDraft(
  db: BriefcastDb,
  draftId: string,
  durationMs: number,
): Promise<void> {
  await db.drafts.update(draftId, { status: 'recorded', durationMs, updatedAt: Date.now() });
}

/**
 * Puts a trimmed file (and the camera's, trimmed to the same moments, or none when the camera
 * recorded none of them) in place of the draft's
 * parts in one transaction: if the tab closes half-way, IndexedDB rolls back and the untrimmed
 * recording is still whole. The sound-only recording goes: it no longer lines up with the
 * video (the server captions the trimmed file).
 */
export async function replaceDraftFile(
  db: BriefcastDb,
  draftId: string,
  file: Blob,
  durationMs: number,
  /** The camera's trimmed file and its new start against the screen's; null drops it. */
  camera: { file: Blob; offsetMs: number } | null = null,
): Promise<void> {
  await db.transaction('rw', [db.drafts, db.chunks, db.soundChunks, db.cameraChunks], async () => {
    await db.chunks.where('draftId').equals(draftId).delete();
    await db.soundChunks.where('draftId').equals(draftId).delete();
    await db.chunks.add({ draftId, seq: 0, data: file });
    await db.cameraChunks.where('draftId').equals(draftId).delete();
    if (camera) await db.cameraChunks.add({ draftId, seq: 0, data: camera.file });
    await db.drafts
      .where('id')
      .equals(draftId)
      .modify((draft) => {
        Object.assign(draft, {
          durationMs,
          byteSize: file.size,
          chunkCount: 1,
          fileHasDuration: true,
          mimeType: file.type || 'video/webm',
          updatedAt: Date.now(),
        });
        if (!draft.camera) return;
        Object.assign(draft.camera, {
          byteSize: camera?.file.size ?? 0,
          chunkCount: camera ? 1 : 0,
          fileHasDuration: true,
          mimeType: camera?.file.type || draft.camera.mimeType,
          offsetMs: camera?.offsetMs ?? null,
        });
      });
  });
}

export async function saveDraftDetails(
  db: BriefcastDb,
  draftId: string,
  details: DraftDetails,
): Promise<void> {
  await db.drafts.update(draftId, { details, updatedAt: Date.now() });
}

export async function deleteDraft(db: BriefcastDb, draftId: string): Promise<void> {
  await db.transaction('rw', [db.drafts, db.chunks, db.soundChunks, db.cameraChunks], async () => {
    await db.chunks.where('draftId').equals(draftId).delete();
    await db.soundChunks.where('draftId').equals(draftId).delete();
    await db.cameraChunks.where('draftId').equals(draftId).delete();
    await db.drafts.delete(draftId);
  });
}

/** The advisor's drafts on this device, newest first. */
export async function listDrafts(db: BriefcastDb, advisorId: string): Promise<DraftRow[]> {
  const drafts = await db.drafts.where('advisorId').equals(advisorId).sortBy('updatedAt');
  return drafts.reverse();
}
