import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { newS3Client } from '../storage/s3-client.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo, sha256 } from '../test/videos.ts';
import { originalBlobKey } from '../videos/blob-keys.ts';
import { UPLOADS_PREFIX } from './checked-s3-store.ts';
import { ABANDONED_AFTER_MS, removeAbandonedUploads } from './cleanup.ts';
import { deleteUpload } from './repo.ts';
import { openUploadStore } from './upload-store.ts';

// s3rver stands in for S3 (see server/test/s3-server.ts). Two app instances share one database
// and one bucket, as two `--role web` processes behind a load balancer do.
let s3: S3TestServer;
let a: TestServer;
let b: TestServer;
let bucket: S3Client;
/** A recording larger than S3's 5 MiB smallest part, so its upload has parts and a tail. */
let recording: Buffer;
beforeAll(async () => {
  s3 = await startS3Server();
  a = await startTestServer({ env: s3.env });
  b = await startTestServer({ env: s3.env, database: a.database, clock: a.clock });
  const storage = a.deps.config.storage;
  if (storage.kind !== 's3') throw new Error('the test servers should use the S3 store');
  bucket = newS3Client(storage);
  recording = Buffer.concat([testWebm(), randomBytes(6 * 1024 * 1024)]);
}, 30_000);
afterAll(async () => {
  await b.close();
  await a.close();
  bucket.destroy();
  await s3.close();
});

async function waitingVideo(bytes: Buffer) {
  const advisor = await buildAdvisor(a);
  const video = await buildVideo(a, advisor, bytes);
  return { advisor, video, onA: new TusTestClient(a, advisor.cookie) };
}

async function videoOf(who: SignedInAdvisor, id: string) {
  const response = await a.fetch(`/api/videos/${id}`, { headers: { Cookie: who.cookie } });
  return ((await response.json()) as VideoResponse).video;
}

/** The original as the blob store (on S3) holds it, read through the other instance. */
async function storedOriginal(videoId: string): Promise<Buffer | null> {
  const blob = await b.deps.blobs.open(originalBlobKey(videoId));
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bucket's objects for one upload (its info, tail or finished bytes). */
async function uploadObjects(url: string): Promise<string[]> {
  const listed = await bucket.send(
    new ListObjectsV2Command({
      Bucket: s3.bucket,
      Prefix: `${UPLOADS_PREFIX}${url.split('/').pop() ?? ''}/`,
    }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('uploads to S3 across two web processes', () => {
  it(
    'takes half an upload through one process and the rest through the other',
    { timeout: 30_000 },
    async () => {
      const { advisor, video, onA } = await waitingVideo(recording);
      const onB = onA.on(b);
      const { response, url } = await onA.create(video.id, recording.length);
      expect(response.status).toBe(201);
      expect(await uploadObjects(url)).toEqual([`${UPLOADS_PREFIX}${url.split('/').pop()}/info`]);

      const half = Math.floor(recording.length / 2);
      expect((await onA.send(url, recording.subarray(0, half), 0, 1024 * 1024)).status).toBe(204);
      expect(await onB.offset(url)).toBe(half);
      expect((await videoOf(advisor, video.id)).upload.received).toBe(half);

      expect((await onB.send(url, recording, half, 1024 * 1024)).status).toBe(204);
      const stored = await storedOriginal(video.id);
      expect(stored && sha256(stored)).toBe(sha256(recording));
      expect(await videoOf(advisor, video.id)).toMatchObject({
        status: 'uploaded',
        upload: { size: recording.length, received: recording.length },
      });
      expect(await uploadObjects(url)).toEqual([]);
      expect(await onA.offset(url)).toEqual({ status: 404 });
    },
  );

  it('refuses a file that is not a video and leaves nothing in the bucket', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 7)]);
    const { advisor, video, onA } = await waitingVideo(pdf);
    const { url } = await onA.create(video.id, pdf.length);
    // Five bytes are too few to tell; the rest arrive through the other process.
    expect((await onA.patch(url, 0, pdf.subarray(0, 5))).status).toBe(204);
    const refused = await onA.on(b).patch(url, 5, pdf.subarray(5, 64 * 1024));
    expect(refused.status).toBe(415);
    expect(await refused.text()).toBe(
      'This file is not a video. Only WebM or MP4 recordings can be uploaded.',
    );
    expect(await uploadObjects(url)).toEqual([]);
    expect(await onA.offset(url)).toEqual({ status: 404 });
    expect(await storedOriginal(video.id)).toBeNull();
    expect((await videoOf(advisor, video.id)).status).toBe('uploading');
  });

  it('throws away a file whose sha256 is not the declared one, so it can be sent again', async () => {
    const webm = testWebm();
    const other = Buffer.concat([webm.subarray(0, -1), Buffer.from([~(webm.at(-1) ?? 0) & 0xff])]);
    const { advisor, video, onA } = await waitingVideo(webm);
    const { url } = await onA.create(video.id, webm.length);
    await onA.send(url, other.subarray(0, 100_000));
    const last = await onA.on(b).send(url, other, 100_000);
    expect(last.status).toBe(422);
    expect(await last.text()).toMatch(/does not match the saved recording/);
    expect(await uploadObjects(url)).toEqual([]);
    expect(await onA.offset(url)).toEqual({ status: 404 });
    expect(await storedOriginal(video.id)).toBeNull();

    // Sent again in one piece, which a copy inside the bucket stores.
    const again = await onA.create(video.id, webm.length);
    expect((await onA.on(b).patch(again.url, 0, webm)).status).toBe(204);
    expect(sha256((await storedOriginal(video.id)) ?? Buffer.alloc(0))).toBe(sha256(webm));
    expect((await videoOf(advisor, video.id)).status).toBe('uploaded');
  });

  // The holder sees the request to let go at its next renewal (1 s); tus then gives its
  // request 3 s to finish writing.
  it(
    'lets one request write an upload at a time, whichever process it reaches',
    { timeout: 20_000 },
    async () => {
      const { video, onA } = await waitingVideo(recording);
      const onB = onA.on(b);
      const { url } = await onA.create(video.id, recording.length);
      await onA.send(url, recording.subarray(0, 100_000));

      // A client on a dying network: 1.5 MB arrive on A, then nothing, the connection still open.
      const sent = 1_500_000;
      const stalled = await onA.stallMidPatch(url, 100_000, recording.subarray(100_000), sent);
      await sleep(500);
      // Its retry reaches B: A is asked to let go and keeps what it has, so B's offset is stale.
      const retry = await onB.patch(url, 100_000, recording.subarray(100_000, 200_000));
      expect(retry.status).toBe(409);
      stalled.close();
      const offset = await onB.offset(url);
      expect(offset).toBeGreaterThan(100_000);
      expect(offset).toBeLessThanOrEqual(100_000 + sent);
      expect((await onB.send(url, recording, offset as number, 1024 * 1024)).status).toBe(204);
      expect(sha256((await storedOriginal(video.id)) ?? Buffer.alloc(0))).toBe(sha256(recording));
    },
  );

  // Last: it moves the shared clock on by a day.
  it('removes abandoned uploads from the bucket, with or without their row', async () => {
    const webm = testWebm();
    const idle = await waitingVideo(webm);
    const { url: idleUrl } = await idle.onA.create(idle.video.id, webm.length);
    await idle.onA.send(idleUrl, webm.subarray(0, 2000));
    const stray = await waitingVideo(webm);
    const { url: strayUrl } = await stray.onA.create(stray.video.id, webm.length);
    await stray.onA.send(strayUrl, webm.subarray(0, 2000));
    // What a crash between dropping the row and the bytes leaves.
    await deleteUpload(a.deps.db, strayUrl.split('/').pop() ?? '');
    a.clock.advance(ABANDONED_AFTER_MS + 60_000);

    expect(await removeAbandonedUploads(b.deps, await openUploadStore(b.deps))).toBe(2);
    expect(await uploadObjects(idleUrl)).toEqual([]);
    expect(await uploadObjects(strayUrl)).toEqual([]);
    expect(await idle.onA.offset(idleUrl)).toEqual({ status: 404 });
  });
});
