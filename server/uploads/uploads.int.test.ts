import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildAdvisor, sessionCookie, type SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildVideo, sha256 } from '../test/videos.ts';
import { testWebm } from '../test/test-webm.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { originalBlobKey } from '../videos/blob-keys.ts';
import { ABANDONED_AFTER_MS, removeAbandonedUploads } from './cleanup.ts';
import { openUploadStore, uploadsDir } from './upload-store.ts';

let server: TestServer;
let webm: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  webm = testWebm();
});
afterAll(() => server.close());

async function videoOf(who: SignedInAdvisor, id: string) {
  const response = await server.fetch(`/api/videos/${id}`, { headers: { Cookie: who.cookie } });
  return ((await response.json()) as VideoResponse).video;
}

async function storedOriginal(videoId: string): Promise<Buffer | null> {
  const blob = await server.deps.blobs.open(originalBlobKey(videoId));
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const queuedJobs = (videoId: string) =>
  server.deps.db
    .selectFrom('jobs')
    .select(['name', 'payload'])
    .where('payload', 'like', `%${videoId}%`)
    .execute();

const partialFiles = () => fs.readdirSync(uploadsDir(server.deps.config.dataDir));

/** A signed-in advisor with a saved video waiting for `bytes`, and a tus client of theirs. */
async function waitingVideo(bytes: Buffer, overrides: Record<string, unknown> = {}) {
  const advisor = await buildAdvisor(server);
  const video = await buildVideo(server, advisor, bytes, overrides);
  return { advisor, video, tus: new TusTestClient(server, advisor.cookie) };
}

describe('resumable upload', () => {
  it('resumes after a dropped connection and stores the very same bytes', async () => {
    const { advisor, video, tus } = await waitingVideo(webm);
    const { response, url } = await tus.create(video.id, webm.length);
    expect(response.status).toBe(201);
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);

    const half = Math.floor(webm.length / 2);
    expect((await tus.send(url, webm.subarray(0, half))).status).toBe(204);
    await tus.dropMidPatch(url, half, webm.subarray(half), 40_000);
    const offset = await tus.offset(url);
    expect(offset).toBeGreaterThanOrEqual(half);
    expect(offset).toBeLessThanOrEqual(half + 40_000);
    expect((await videoOf(advisor, video.id)).upload.received).toBe(offset);

    expect((await tus.send(url, webm, offset as number)).status).toBe(204);
    const stored = await storedOriginal(video.id);
    expect(stored && sha256(stored)).toBe(sha256(webm));
    expect(await videoOf(advisor, video.id)).toMatchObject({
      status: 'uploaded',
      upload: { size: webm.length, received: webm.length },
    });

    const audit = await findAuditEntries(server.deps.db, video.id);
    expect(audit.map((entry) => entry.action)).toEqual(['video.created', 'video.uploaded']);
    expect(JSON.parse(audit[1]?.payload ?? '{}')).toEqual({
      sha256: sha256(webm),
      size: webm.length,
      container: 'webm',
    });
    expect(await queuedJobs(video.id)).toEqual([
      { name: 'video.process', payload: JSON.stringify({ videoId: video.id }) },
    ]);
    expect(partialFiles()).not.toContainEqual(expect.stringContaining(url.split('/').pop() ?? ''));
    expect(await tus.offset(url)).toEqual({ status: 404 });
  });

  it('refuses a wrong offset and a piece past the declared length, keeping what it has', async () => {
    const { video, tus } = await waitingVideo(webm);
    const { url } = await tus.create(video.id, webm.length);
    await tus.send(url, webm.subarray(0, 1000));

    expect((await tus.patch(url, 500, webm.subarray(500, 1500))).status).toBe(409);
    const tooMuch = Buffer.concat([webm.subarray(1000), Buffer.alloc(10)]);
    expect((await tus.patch(url, 1000, tooMuch)).status).toBe(413);
    expect(await tus.offset(url)).toBe(1000);
    expect((await tus.send(url, webm, 1000)).status).toBe(204);
  });

  it('refuses a body of no stated length that runs past the declared one, and still finishes', async () => {
    const { video, tus } = await waitingVideo(webm);
    const { url } = await tus.create(video.id, webm.length);
    const tooMuch = Buffer.concat([webm, Buffer.alloc(10)]);

    expect((await tus.patchChunked(url, 0, tooMuch)).status).toBe(413);
    const offset = await tus.offset(url);
    if (typeof offset !== 'number') throw new Error(`HEAD failed: ${offset.status}`);
    expect(offset).toBeLessThan(webm.length);
    expect((await tus.send(url, webm, offset)).status).toBe(204);
    expect(sha256((await storedOriginal(video.id)) ?? Buffer.alloc(0))).toBe(sha256(webm));
  });

  it('throws away a file whose hash is not the declared one, so it can be sent again', async () => {
    const other = Buffer.concat([webm.subarray(0, -1), Buffer.from([~(webm.at(-1) ?? 0) & 0xff])]);
    const { advisor, video, tus } = await waitingVideo(webm);
    const { url } = await tus.create(video.id, webm.length);
    const last = await tus.send(url, other);
    expect(last.status).toBe(422);
    expect(await last.text()).toMatch(/does not match the saved recording/);
    expect(await tus.offset(url)).toEqual({ status: 404 });
    expect((await videoOf(advisor, video.id)).status).toBe('uploading');
    expect(await storedOriginal(video.id)).toBeNull();

    const again = await tus.create(video.id, webm.length);
    expect((await tus.send(again.url, webm)).status).toBe(204);
    expect((await videoOf(advisor, video.id)).status).toBe('uploaded');
  });

  it('refuses a file that is not a video with its first bytes', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 7)]);
    const { advisor, video, tus } = await waitingVideo(pdf);
    const { url } = await tus.create(video.id, pdf.length);
    const response = await tus.patch(url, 0, pdf.subarray(0, 64 * 1024));
    expect(response.status).toBe(415);
    expect(await response.text()).toBe(
      'This file is not a video. Only WebM or MP4 recordings can be uploaded.',
    );
    expect(await tus.offset(url)).toEqual({ status: 404 });
    expect((await videoOf(advisor, video.id)).status).toBe('uploading');
  });

  it("keeps every advisor's uploads to their own videos", async () => {
    const ana = await waitingVideo(webm);
    const ben = new TusTestClient(server, (await buildAdvisor(server)).cookie);
    const { url } = await ana.tus.create(ana.video.id, webm.length);
    await ana.tus.send(url, webm.subarray(0, 1000));

    expect((await ben.create(ana.video.id, webm.length)).response.status).toBe(404);
    expect(await ben.offset(url)).toEqual({ status: 404 });
    expect((await ben.patch(url, 1000, webm.subarray(1000, 2000))).status).toBe(404);
    expect(await ana.tus.offset(url)).toBe(1000);

    const nobody = new TusTestClient(server, '');
    expect((await nobody.create(ana.video.id, webm.length)).response.status).toBe(401);
    expect((await nobody.patch(url, 1000, webm.subarray(1000, 2000))).status).toBe(401);
  });

  it('keeps the partial upload when the session expires, and resumes after signing in', async () => {
    const { advisor, video, tus } = await waitingVideo(webm);
    const { url } = await tus.create(video.id, webm.length);
    await tus.send(url, webm.subarray(0, 5000));
    await server.post('/api/auth/logout', undefined, { Cookie: advisor.cookie });

    const refused = await tus.patch(url, 5000, webm.subarray(5000));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'Please log in to continue' });

    const login = await server.post('/api/auth/login', {
      email: advisor.advisor.email,
      password: advisor.password,
    });
    tus.useSession(sessionCookie(login));
    expect(await tus.offset(url)).toBe(5000);
    expect((await tus.send(url, webm, 5000)).status).toBe(204);
  });

  it('checks a new upload against what Save declared', async () => {
    const { video, tus } = await waitingVideo(webm);
    const wrongLength = await tus.create(video.id, webm.length + 1);
    expect(wrongLength.response.status).toBe(400);
    expect(await wrongLength.response.json()).toMatchObject({
      message: `Upload-Length must be the size of the saved recording (${webm.length} bytes).`,
    });
    const noVideo = await server.fetch('/api/uploads', {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '10',
        Origin: server.url,
        Cookie: (await buildAdvisor(server)).cookie,
      },
    });
    expect(noVideo.status).toBe(400);

    const { url } = await tus.create(video.id, webm.length);
    await tus.send(url, webm);
    const again = await tus.create(video.id, webm.length);
    expect(again.response.status).toBe(409);
    expect(await again.response.json()).toMatchObject({
      message: "This video's file has already been uploaded.",
    });
  });

  it('lets one upload at a time write a video: a new one replaces the unfinished one', async () => {
    const { advisor, video, tus } = await waitingVideo(webm);
    const first = await tus.create(video.id, webm.length);
    await tus.send(first.url, webm.subarray(0, 3000));
    const second = await tus.create(video.id, webm.length);
    expect(await tus.offset(first.url)).toEqual({ status: 404 });
    expect(await tus.offset(second.url)).toBe(0);
    expect((await tus.send(second.url, webm)).status).toBe(204);
    expect((await videoOf(advisor, video.id)).status).toBe('uploaded');
  });

  it('picks up where it was after the server restarts', async () => {
    const { video, tus } = await waitingVideo(webm);
    const { url } = await tus.create(video.id, webm.length);
    await tus.send(url, webm.subarray(0, 100_000));

    const restarted = await startTestServer({ database: server.database });
    try {
      const resumed = tus.on(restarted);
      expect(await resumed.offset(url)).toBe(100_000);
      expect((await resumed.send(url, webm, 100_000)).status).toBe(204);
      const blob = await restarted.deps.blobs.open(originalBlobKey(video.id));
      expect(blob?.size).toBe(webm.length);
    } finally {
      await restarted.close();
    }
  });

  it('serves no other verb on uploads', async () => {
    const { video, tus } = await waitingVideo(webm);
    const { url } = await tus.create(video.id, webm.length);
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await server.fetch(url, {
        method,
        headers: { Origin: server.url, 'Tus-Resumable': '1.0.0' },
      });
      expect(response.status).toBe(405);
    }
    expect(partialFiles()).toContain(path.basename(url));
  });

  it('removes uploads abandoned for a day, and leaves the others alone', async () => {
    const idle = await waitingVideo(webm);
    const { url: idleUrl } = await idle.tus.create(idle.video.id, webm.length);
    await idle.tus.send(idleUrl, webm.subarray(0, 2000));
    server.clock.advance(ABANDONED_AFTER_MS - 60_000);
    const busy = await waitingVideo(webm);
    const { url: busyUrl } = await busy.tus.create(busy.video.id, webm.length);
    await busy.tus.send(busyUrl, webm.subarray(0, 2000));
    server.clock.advance(2 * 60_000);

    await removeAbandonedUploads(server.deps, await openUploadStore(server.deps));
    expect(await idle.tus.offset(idleUrl)).toEqual({ status: 404 });
    expect(partialFiles()).not.toContain(path.basename(idleUrl));
    expect(await busy.tus.offset(busyUrl)).toBe(2000);
    // The abandoned video still waits for its file: the browser uploads it afresh.
    const again = await idle.tus.create(idle.video.id, webm.length);
    expect((await idle.tus.send(again.url, webm)).status).toBe(204);
  });
});
