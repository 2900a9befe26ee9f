import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdvisor } from '../test/factories.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo, sha256 } from '../test/videos.ts';
import { originalBlobKey } from '../videos/blob-keys.ts';

/** The socket's read size: at most this much can still be on its way when a connection goes. */
const LAST_WRITE_BUFFER = 64 * 1024;

/** A recording of `size` bytes that sniffs as WebM. */
const recordingOf = (size: number) => {
  const webm = testWebm();
  return Buffer.concat([webm, randomBytes(Math.max(0, size - webm.length))]).subarray(0, size);
};

// The same story on each store: local disk (one machine) and S3 (s3rver stands in for it).
describe.each(['disk', 's3'] as const)('a PATCH cut short on %s storage', (storage) => {
  let s3: S3TestServer | undefined;
  let server: TestServer;
  beforeAll(async () => {
    s3 = storage === 's3' ? await startS3Server() : undefined;
    server = await startTestServer({ env: s3?.env ?? {} });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  async function waitingUpload(recording: Buffer) {
    const advisor = await buildAdvisor(server);
    const video = await buildVideo(server, advisor, recording);
    const tus = new TusTestClient(server, advisor.cookie);
    const { url } = await tus.create(video.id, recording.length);
    return { video, tus, url };
  }

  /** Waits until the upload at `url` has noted `bytes` written, or fails after 10 s. */
  async function receivedAtLeast(url: string, bytes: number): Promise<void> {
    const id = url.split('/').pop() ?? '';
    const deadline = Date.now() + 10_000;
    for (;;) {
      const row = await server.deps.db
        .selectFrom('uploads')
        .select('received')
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(row?.received ?? 0) >= bytes) return;
      if (Date.now() > deadline)
        throw new Error(`the upload noted ${row?.received} bytes, not ${bytes}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function storedOriginal(videoId: string): Promise<Buffer> {
    const blob = await server.deps.blobs.open(originalBlobKey(videoId));
    const chunks: Buffer[] = [];
    for await (const chunk of blob?.stream ?? []) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('keeps the 300 KB that arrived before the socket was cut', { timeout: 20_000 }, async () => {
    const recording = recordingOf(2_000_000);
    const { tus, url } = await waitingUpload(recording);

    await tus.dropMidPatch(url, 0, recording, 300_000);
    // The server reads what the socket still held at its own pace (slowly on a busy machine);
    // an offset asked for before that would end the PATCH early. Its progress note says when.
    await receivedAtLeast(url, 300_000 - LAST_WRITE_BUFFER);
    const offset = await tus.offset(url);
    expect(offset).toBeGreaterThanOrEqual(300_000 - LAST_WRITE_BUFFER);
    expect(offset).toBeLessThanOrEqual(300_000);
  });

  it('stores the very same file after a dozen cuts of any size', { timeout: 30_000 }, async () => {
    const recording = recordingOf(3_000_000);
    const { video, tus, url } = await waitingUpload(recording);

    let offset = 0;
    for (const sent of [1, 11, 4_000, 70_000, 150_000, 333_333, 5, 600_000, 90_001, 2, 250_000]) {
      await tus.dropMidPatch(url, offset, recording.subarray(offset), sent);
      const now = await tus.offset(url);
      if (typeof now !== 'number') throw new Error(`HEAD failed: ${now.status}`);
      // Nothing acknowledged is ever taken back, and nothing arrives that was not sent.
      expect(now).toBeGreaterThanOrEqual(offset);
      expect(now).toBeLessThanOrEqual(offset + sent);
      offset = now;
    }
    expect(offset).toBeGreaterThan(1_000_000);

    expect((await tus.send(url, recording, offset, 512 * 1024)).status).toBe(204);
    expect(sha256(await storedOriginal(video.id))).toBe(sha256(recording));
  });

  it('still refuses a file whose bytes differ, when they came in cut pieces', async () => {
    const recording = recordingOf(1_000_000);
    const other = Buffer.from(recording);
    other[700_000] = (other[700_000] ?? 0) ^ 0xff;
    const { tus, url } = await waitingUpload(recording);

    await tus.dropMidPatch(url, 0, other, 400_000);
    const offset = await tus.offset(url);
    if (typeof offset !== 'number') throw new Error(`HEAD failed: ${offset.status}`);
    const last = await tus.send(url, other, offset, 1_000_000);
    expect(last.status).toBe(422);
    expect(await tus.offset(url)).toEqual({ status: 404 });
  });
});
