import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse, VideoView } from '../../shared/api/videos.ts';
import type { CameraLayout } from '../../shared/schemas/camera-layout.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker, type JobWorker } from '../jobs/worker.ts';
import { buildComplianceUser } from '../test/compliance.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import {
  colourOf,
  flashingCamera,
  flashingScreen,
  frameAt,
  greenScreen,
  pictureSize,
  pixelPerFrame,
  portraitCamera,
  PORTRAIT_SIZE,
  redCamera,
  SCREEN_SIZE,
} from '../test/two-stream-media.ts';
import { unzip } from '../test/unzip.ts';
import { buildVideo, sha256 } from '../test/videos.ts';
import { cameraOriginalBlobKey, mp4BlobKey, originalBlobKey } from './blob-keys.ts';
import { listVideoVersions } from './versions-repo.ts';

let server: TestServer;
let worker: JobWorker;
let screen: Buffer;
let camera: Buffer;
let portrait: Buffer;
const OFFSET_MS = 500;
let flash: { screen: Buffer; camera: Buffer };
beforeAll(async () => {
  // Made before the server starts: ffmpeg run synchronously holds up the server's event loop.
  [screen, camera, portrait] = [greenScreen(), redCamera(), portraitCamera()];
  flash = { screen: flashingScreen(), camera: flashingCamera(OFFSET_MS) };
  server = await startTestServer();
  worker = await startWorker({ deps: server.deps, handlers: jobHandlers, pollMs: 50 });
  // Four recordings encoded by ffmpeg: seconds, minutes on a busy machine.
}, 180_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
});

const cameraOf = (bytes: Buffer, offsetMs = 0) => ({
  size: bytes.length,
  sha256: sha256(bytes),
  contentType: 'video/webm',
  offsetMs,
});

/** Saves a screen-and-camera recording as the PWA does. */
function saveTwoStream(
  advisor: SignedInAdvisor,
  files: { screen: Buffer; camera: Buffer; offsetMs?: number },
  layout?: Partial<CameraLayout>,
) {
  return buildVideo(server, advisor, files.screen, {
    source: 'screen_and_camera',
    camera: cameraOf(files.camera, files.offsetMs),
    ...(layout ? { layout } : {}),
  });
}

async function upload(
  advisor: SignedInAdvisor,
  videoId: string,
  bytes: Buffer,
  metadata: Record<string, string> = {},
) {
  const tus = new TusTestClient(server, advisor.cookie);
  const created = await tus.create(videoId, bytes.length, metadata);
  if (created.response.status !== 201) return created.response;
  return tus.send(created.url, bytes);
}

async function videoOf(advisor: SignedInAdvisor, id: string): Promise<VideoView> {
  const response = await server.fetch(`/api/videos/${id}`, { headers: { Cookie: advisor.cookie } });
  return ((await response.json()) as VideoResponse).video;
}

/** Waits until no job of `name` for the video is left in the queue. */
async function jobsDone(name: string, videoId: string) {
  await expect
    .poll(
      async () => {
        const rows = await server.deps.db
          .selectFrom('jobs')
          .select('payload')
          .where('name', '=', name)
          .execute();
        return rows.filter((row) => String(row.payload).includes(videoId)).length;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(0);
}

/** The stored MP4 (under `key`) copied to a temp file, for ffmpeg to read its frames. */
async function localCopy(key: string): Promise<string> {
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-mp4-')), 'video.mp4');
  await server.deps.blobs.withLocalFile(key, (file) => fs.promises.copyFile(file, copy));
  return copy;
}

/** Saves, uploads both files (camera first when asked) and waits for the processed video. */
async function recordedAndProcessed(
  layout: Partial<CameraLayout>,
  { cameraFirst = false, cameraBytes = camera } = {},
) {
  const advisor = await buildAdvisor(server);
  const saved = await saveTwoStream(advisor, { screen, camera: cameraBytes }, layout);
  const files: { bytes: Buffer; metadata: Record<string, string> }[] = [
    { bytes: screen, metadata: {} },
    { bytes: cameraBytes, metadata: { track: 'camera' } },
  ];
  if (cameraFirst) files.reverse();
  for (const file of files) {
    expect((await upload(advisor, saved.id, file.bytes, file.metadata)).status).toBe(204);
  }
  await jobsDone('video.process', saved.id);
  return { advisor, video: await videoOf(advisor, saved.id) };
}

const { width: W, height: H } = SCREEN_SIZE;

describe('a recording of screen and camera', { timeout: 120_000 }, () => {
  it('waits for both files, in either order, counting both, then composes the bubble', async () => {
    const advisor = await buildAdvisor(server);
    const saved = await saveTwoStream(advisor, { screen, camera });
    expect(saved).toMatchObject({
      sources: ['screen', 'camera'],
      layout: { kind: 'bubble', corner: 'bottom_right', size: 'medium' },
      upload: { size: screen.length + camera.length, received: 0 },
    });
    expect((await upload(advisor, saved.id, camera, { track: 'camera' })).status).toBe(204);
    const halfway = await videoOf(advisor, saved.id);
    expect(halfway.status).toBe('uploading');
    expect(halfway.upload).toEqual({
      size: screen.length + camera.length,
      received: camera.length,
    });
    expect(await server.deps.blobs.stat(cameraOriginalBlobKey(saved.id))).toBeTruthy();

    expect((await upload(advisor, saved.id, screen)).status).toBe(204);
    await jobsDone('video.process', saved.id);
    const video = await videoOf(advisor, saved.id);
    expect(video.status).toBe('ready');
    // The screen's length, though the camera stopped a second early.
    expect(video.durationSeconds).toBeCloseTo(3, 0);
    const audit = await findAuditEntries(server.deps.db, saved.id);
    const uploaded = audit
      .filter((entry) => entry.action === 'video.uploaded')
      .map((entry) => JSON.parse(String(entry.payload)) as Record<string, unknown>);
    expect(uploaded.map((payload) => payload.track)).toEqual(['camera', 'screen']);
    expect(uploaded[0]).toMatchObject({ sha256: sha256(camera), size: camera.length });

    const mp4 = await localCopy(mp4BlobKey(saved.id));
    const frame = frameAt(mp4, 1);
    const size = 100; // 0.28 × 360, even
    const margin = 11; // 0.03 × 360
    const centre = { x: W - margin - size / 2, y: H - margin - size / 2 };
    expect(colourOf(frame.at(centre.x, centre.y))).toBe('red');
    // The bubble's square corner is outside its circle: the screen shows there.
    expect(colourOf(frame.at(W - margin - size + 3, H - margin - size + 3))).toBe('green');
    expect(colourOf(frame.at(margin + 5, margin + 5))).toBe('green');
    expect(colourOf(frame.at(W / 2, H / 2))).toBe('green');
    // The camera is gone after 2 s: the screen goes on, whole.
    expect(colourOf(frameAt(mp4, 2.7).at(centre.x, centre.y))).toBe('green');
  });

  it('puts the bubble in the corner and size asked for', async () => {
    const { video } = await recordedAndProcessed({
      kind: 'bubble',
      corner: 'top_left',
      size: 'large',
    });
    expect(video.layout).toEqual({ kind: 'bubble', corner: 'top_left', size: 'large' });
    const frame = frameAt(await localCopy(mp4BlobKey(video.id)), 1);
    const size = 136; // 0.38 × 360, even
    const margin = 11;
    expect(colourOf(frame.at(margin + size / 2, margin + size / 2))).toBe('red');
    expect(colourOf(frame.at(W - margin - 20, H - margin - 20))).toBe('green');
  });

  it('fills the frame with the camera in camera_only', async () => {
    const { video } = await recordedAndProcessed({ kind: 'camera_only' }, { cameraFirst: true });
    const frame = frameAt(await localCopy(mp4BlobKey(video.id)), 1);
    for (const [x, y] of [
      [2, 2],
      [W - 3, 2],
      [W / 2, H / 2],
      [2, H - 3],
      [W - 3, H - 3],
    ] as const) {
      expect(colourOf(frame.at(x, y))).toBe('red');
    }
  });

  it('keeps a portrait camera upright and whole in camera_only', async () => {
    const { video } = await recordedAndProcessed(
      { kind: 'camera_only' },
      { cameraBytes: portrait },
    );
    const mp4 = await localCopy(mp4BlobKey(video.id));
    // The camera's own shape: a phone held upright makes a portrait video.
    expect(pictureSize(mp4)).toEqual(PORTRAIT_SIZE);
    const { width, height } = PORTRAIT_SIZE;
    const frame = frameAt(mp4, 1, width);
    // Neither cropped (the white band on top is there) nor stretched (it is as tall as it was).
    expect(colourOf(frame.at(width / 2, 20))).toBe('white');
    expect(colourOf(frame.at(width / 2, 150))).toBe('white');
    expect(colourOf(frame.at(width / 2, 170))).toBe('red');
    expect(colourOf(frame.at(2, height - 3))).toBe('red');
    expect(colourOf(frame.at(width - 3, height / 2))).toBe('red');
  });

  it('shows no camera anywhere in screen_only', async () => {
    const { video } = await recordedAndProcessed({ kind: 'screen_only' });
    const frame = frameAt(await localCopy(mp4BlobKey(video.id)), 1);
    const colours = new Set<string>();
    for (let i = 0; i < frame.raw.length; i += 3) {
      colours.add(
        colourOf({ r: frame.raw[i] ?? 0, g: frame.raw[i + 1] ?? 0, b: frame.raw[i + 2] ?? 0 }),
      );
    }
    expect([...colours]).toEqual(['green']);
  });

  it('puts screen and camera each in its half in side_by_side', async () => {
    const { video } = await recordedAndProcessed({ kind: 'side_by_side' });
    const frame = frameAt(await localCopy(mp4BlobKey(video.id)), 1);
    expect(colourOf(frame.at(W / 4, H / 2))).toBe('green');
    expect(colourOf(frame.at((3 * W) / 4, H / 2))).toBe('red');
    // Each 16:9 picture in a half of the frame is letterboxed.
    expect(colourOf(frame.at(W / 4, 10))).toBe('black');
    expect(colourOf(frame.at((3 * W) / 4, H - 10))).toBe('black');
  });

  it('lines the camera up with the screen by its offset, within a frame', async () => {
    const advisor = await buildAdvisor(server);
    const saved = await saveTwoStream(advisor, { ...flash, offsetMs: OFFSET_MS });
    expect((await upload(advisor, saved.id, flash.screen)).status).toBe(204);
    expect((await upload(advisor, saved.id, flash.camera, { track: 'camera' })).status).toBe(204);
    await jobsDone('video.process', saved.id);
    const mp4 = await localCopy(mp4BlobKey(saved.id));
    const firstWhite = (x: number, y: number) =>
      pixelPerFrame(mp4, x, y).findIndex((pixel) => colourOf(pixel) === 'white');
    const inScreen = firstWhite(20, 20);
    const inBubble = firstWhite(W - 61, H - 61);
    expect(inScreen).toBeGreaterThan(30);
    expect(Math.abs(inBubble - inScreen)).toBeLessThanOrEqual(1);
  });
});

describe('changing the layout', { timeout: 120_000 }, () => {
  it('composes a new version in the new layout and keeps the earlier one', async () => {
    const { advisor, video } = await recordedAndProcessed({ kind: 'bubble' });
    const response = await server.send(
      'PUT',
      `/api/videos/${video.id}/layout`,
      { layout: { kind: 'camera_only' } },
      { Cookie: advisor.cookie },
    );
    expect(response.status).toBe(202);
    const changed = ((await response.json()) as VideoResponse).video;
    expect(changed.layout).toEqual({ kind: 'camera_only', corner: 'bottom_right', size: 'medium' });
    await jobsDone('video.compose_layout', video.id);

    const versions = await listVideoVersions(server.deps.db, video.id);
    expect(versions.map((version) => version.reason)).toEqual(['processed', 'layout']);
    const [first, second] = versions;
    expect(first?.mp4Key).not.toBe(mp4BlobKey(video.id));
    expect(second?.mp4Key).toBe(mp4BlobKey(video.id));
    expect(second?.originalKey).toBe(originalBlobKey(video.id));
    const now = frameAt(await localCopy(mp4BlobKey(video.id)), 1);
    expect(colourOf(now.at(20, 20))).toBe('red');
    const before = frameAt(await localCopy(first?.mp4Key ?? ''), 1);
    expect(colourOf(before.at(20, 20))).toBe('green');
    expect(colourOf(before.at(W - 61, H - 61))).toBe('red');
    const actions = (await findAuditEntries(server.deps.db, video.id)).map((e) => e.action);
    expect(actions).toContain('video.layout_changed');
    expect(actions).toContain('video.layout_composed');
  });
});

describe('uploading two files', { timeout: 120_000 }, () => {
  it("replaces only the same file's unfinished upload; the other goes on", async () => {
    const advisor = await buildAdvisor(server);
    const saved = await saveTwoStream(advisor, { screen, camera });
    const tus = new TusTestClient(server, advisor.cookie);
    const screenUpload = await tus.create(saved.id, screen.length);
    expect((await tus.patch(screenUpload.url, 0, screen.subarray(0, 1000))).status).toBe(204);
    const first = await tus.create(saved.id, camera.length, { track: 'camera' });
    expect((await tus.patch(first.url, 0, camera.subarray(0, 500))).status).toBe(204);
    const second = await tus.create(saved.id, camera.length, { track: 'camera' });
    expect(second.response.status).toBe(201);
    expect(await tus.offset(first.url)).toEqual({ status: 404 });
    expect(await tus.offset(screenUpload.url)).toBe(1000);
    expect((await videoOf(advisor, saved.id)).upload.received).toBe(1000);
    expect((await tus.send(second.url, camera)).status).toBe(204);
    expect((await tus.send(screenUpload.url, screen, 1000)).status).toBe(204);
    expect((await videoOf(advisor, saved.id)).status).not.toBe('uploading');
  });
});

describe('the business record', { timeout: 120_000 }, () => {
  it('exports the camera original beside the screen original, with its sha256', async () => {
    const { video } = await recordedAndProcessed({ kind: 'bubble' });
    const officer = await buildComplianceUser(server);
    const day = server.clock.now().toISOString().slice(0, 10);
    const response = await server.fetch(`/api/compliance/export?from=${day}&to=${day}`, {
      headers: { Cookie: officer.cookie },
    });
    expect(response.status).toBe(200);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const name = [...files.keys()].find(
      (key) => key.includes(video.id) && key.endsWith('/camera-original.webm'),
    );
    expect(sha256(files.get(name ?? '') ?? Buffer.alloc(0))).toBe(sha256(camera));
    const details = [...files.entries()].find(
      ([key]) => key.includes(video.id) && key.endsWith('/video.json'),
    );
    expect(JSON.parse(String(details?.[1]))).toMatchObject({
      cameraOriginal: name,
      cameraSha256: sha256(camera),
    });
  });
});

describe('refusals', { timeout: 120_000 }, () => {
  it('refuses a camera upload for a screen recording, and an unknown track', async () => {
    const advisor = await buildAdvisor(server);
    const saved = await buildVideo(server, advisor, screen);
    expect(saved).toMatchObject({ sources: ['screen'], layout: null });
    const tus = new TusTestClient(server, advisor.cookie);
    const asCamera = await tus.create(saved.id, camera.length, { track: 'camera' });
    expect(asCamera.response.status).toBe(400);
    expect(await asCamera.response.text()).toMatch(/not saved with a camera recording/);
    const unknown = await tus.create(saved.id, screen.length, { track: 'microphone' });
    expect(unknown.response.status).toBe(400);
    expect(await unknown.response.text()).toMatch(/track must be screen or camera/);
  });

  it('throws away a camera file whose sha256 differs from the declared one', async () => {
    const advisor = await buildAdvisor(server);
    const saved = await saveTwoStream(advisor, { screen, camera });
    const altered = Buffer.from(camera);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 0xff;
    const response = await upload(advisor, saved.id, altered, { track: 'camera' });
    expect(response.status).toBe(422);
    expect(await response.text()).toMatch(/saved camera recording/);
    expect(await server.deps.blobs.stat(cameraOriginalBlobKey(saved.id))).toBeFalsy();
    expect((await videoOf(advisor, saved.id)).status).toBe('uploading');
  });

  it("answers 404 for another advisor's video and 409 without a camera or before ready", async () => {
    const [ana, ben] = [await buildAdvisor(server), await buildAdvisor(server)];
    const screenOnly = await buildVideo(server, ana, screen);
    const twoStream = await saveTwoStream(ana, { screen, camera });
    const layout = { layout: { kind: 'side_by_side' } };
    const put = (who: SignedInAdvisor, id: string) =>
      server.send('PUT', `/api/videos/${id}/layout`, layout, { Cookie: who.cookie });
    expect((await put(ben, twoStream.id)).status).toBe(404);
    const noCamera = await put(ana, screenOnly.id);
    expect(noCamera.status).toBe(409);
    expect(await noCamera.text()).toMatch(/without a separate camera/);
    const notReady = await put(ana, twoStream.id);
    expect(notReady.status).toBe(409);
    expect(await notReady.text()).toMatch(/not ready yet/);
    expect((await videoOf(ana, twoStream.id)).layout?.kind).toBe('bubble');
  });

  it('deletes the camera original with an unfinished video', async () => {
    const advisor = await buildAdvisor(server);
    const saved = await saveTwoStream(advisor, { screen, camera });
    expect((await upload(advisor, saved.id, camera, { track: 'camera' })).status).toBe(204);
    const tus = new TusTestClient(server, advisor.cookie);
    const partial = await tus.create(saved.id, screen.length);
    expect((await tus.patch(partial.url, 0, screen.subarray(0, 1000))).status).toBe(204);
    const deleted = await server.send('DELETE', `/api/videos/${saved.id}`, undefined, {
      Cookie: advisor.cookie,
    });
    expect(deleted.status).toBe(204);
    expect(await server.deps.blobs.stat(cameraOriginalBlobKey(saved.id))).toBeFalsy();
    const uploads = await server.deps.db
      .selectFrom('uploads')
      .select('id')
      .where('videoId', '=', saved.id)
      .execute();
    expect(uploads).toEqual([]);
  });
});
