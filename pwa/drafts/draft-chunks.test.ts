import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  containerDuration,
  mediaRecorderWebm,
  probeVideoFrames,
} from '../editor/test/webm-fixtures.ts';
import { readWebmKeyframes, type WebmKeyframes } from '../editor/webm-keyframes.ts';
import { BriefcastDb } from './db.ts';
import { appendChunk, createDraft, finishDraft, loadDraftFile } from './drafts.ts';

// A real Chromium MediaRecorder recording, stored in IndexedDB (fake-indexeddb, in memory)
// cut into chunks every way MediaRecorder may cut it, then opened as the preview opens it.
const recording = mediaRecorderWebm();
const bytes = recording.bytes;
/** Where the first Cluster starts: everything before it is the header a reader needs. */
const headerEnd = Buffer.from(bytes).indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));

let db: BriefcastDb;
let reference: Uint8Array;
let referenceTimeline: WebmKeyframes;

async function draftOf(chunks: Uint8Array[]): Promise<Uint8Array> {
  const id = await createDraft(
    db,
    {
      advisorId: 'advisor-1',
      mimeType: 'video/webm;codecs=vp9,opus',
      settings: { microphone: 'default', includeProfilePicture: false },
    },
    Date.now(),
  );
  for (const [seq, chunk] of chunks.entries()) {
    await appendChunk(db, id, seq, new Blob([chunk.slice()]), recording.elapsedMs);
  }
  await finishDraft(db, id, recording.elapsedMs);
  const draft = await db.drafts.get(id);
  if (!draft) throw new Error('draft vanished');
  return new Uint8Array(await (await loadDraftFile(db, draft)).arrayBuffer());
}

/** The bytes cut at the given offsets (repeated or out-of-range offsets make empty chunks). */
function cutAt(offsets: number[]): Uint8Array[] {
  const edges = [0, ...offsets, bytes.length];
  return edges.slice(1).map((end, i) => bytes.subarray(edges[i], end));
}

/** A small deterministic generator, so a failing split can be reproduced. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

beforeAll(async () => {
  db = new BriefcastDb(`briefcast-${randomUUID()}`);
  reference = await draftOf([bytes]);
  referenceTimeline = await readWebmKeyframes(new Blob([reference.slice()]));
});
afterAll(() => db.delete());

describe(
  'a draft recorded by MediaRecorder opens whatever its chunks are',
  { timeout: 60_000 },
  () => {
    it('opens as one giant chunk with the recorded duration, every frame and its keyframes', () => {
      expect(headerEnd).toBeGreaterThan(100);
      expect(containerDuration(bytes)).toBeNaN(); // MediaRecorder writes no Duration
      expect(containerDuration(reference)).toBeCloseTo(recording.elapsedMs / 1000, 3);
      const frames = probeVideoFrames(reference);
      expect(frames).toHaveLength(probeVideoFrames(bytes).length);
      const keyframes = frames.filter((frame) => frame.key).map((frame) => frame.time);
      expect(keyframes.length).toBeGreaterThanOrEqual(2);
      expect(referenceTimeline.keyframes).toHaveLength(keyframes.length);
      referenceTimeline.keyframes.forEach((time, i) =>
        expect(time).toBeCloseTo(keyframes[i] ?? NaN, 3),
      );
      expect(referenceTimeline.videoFrames).toBe(frames.length);
      expect(referenceTimeline.duration).toBeGreaterThan(2.8);
    });

    async function expectSameAsReference(chunks: Uint8Array[]) {
      const opened = await draftOf(chunks);
      expect(Buffer.from(opened).equals(Buffer.from(reference))).toBe(true);
      expect(await readWebmKeyframes(new Blob([opened.slice()]))).toEqual(referenceTimeline);
    }

    it('opens as MediaRecorder cut it', async () => {
      const sizes = recording.chunkSizes;
      expect(sizes.length).toBeGreaterThan(1);
      await expectSameAsReference(
        cutAt(sizes.slice(0, -1).map((_, i) => sum(sizes.slice(0, i + 1)))),
      );
    });

    it('opens when the first chunk is the single byte 0x1A, as under load', async () => {
      const chunks = cutAt([1]);
      expect([...(chunks[0] ?? [])]).toEqual([0x1a]);
      await expectSameAsReference(chunks);
    });

    it('opens when the header arrives one byte at a time', async () => {
      const offsets = Array.from({ length: headerEnd + 16 }, (_, i) => i + 1);
      await expectSameAsReference(cutAt(offsets));
    });

    it('opens when the header is split across five chunks, with empty chunks between', async () => {
      const step = Math.floor(headerEnd / 5);
      await expectSameAsReference(cutAt([0, step, step, 2 * step, 3 * step, 4 * step, 4 * step]));
    });

    it('opens whatever the one cut in or around the header, and around 64 KiB', async () => {
      const cuts = [
        ...Array.from({ length: headerEnd + 40 }, (_, i) => i),
        ...Array.from({ length: 9 }, (_, i) => 64 * 1024 - 4 + i),
      ];
      for (const cut of cuts) await expectSameAsReference(cutAt([cut]));
    });

    it('opens at 25 random splits of up to 30 chunks, small ones included', async () => {
      const random = seededRandom(22);
      for (let round = 0; round < 25; round++) {
        const count = 1 + Math.floor(random() * 30);
        // Half the cuts fall in the header, where a small chunk used to break the reader.
        const offsets = Array.from({ length: count }, () =>
          Math.floor(random() * (random() < 0.5 ? headerEnd * 2 : bytes.length)),
        ).sort((a, b) => a - b);
        await expectSameAsReference(cutAt(offsets));
      }
    });
  },
);

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
