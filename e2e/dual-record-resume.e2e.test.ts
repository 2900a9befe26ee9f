import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { VideoResponse } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { frameGrid } from './media.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { signedInContext } from './signed-in.ts';

const app = appAndBrowserPerFile();

/** Slow enough that the camera's 10 MB are still going when the connection drops. */
const UPLOAD_BYTES_PER_SECOND = 2 * 1024 * 1024;
/** tus's Upload-Metadata value for the camera's file: `track` is base64 of 'camera'. */
const CAMERA_TRACK = `track ${Buffer.from('camera').toString('base64')}`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function storedBlob(videoId: string, name: 'original' | 'camera-original'): Buffer {
  return fs.readFileSync(path.join(app.server.dataDir, 'blobs', 'videos', videoId, name));
}

async function videoOnServer(page: Page, videoId: string) {
  const response = await page.request.get(`${app.server.url}/api/videos/${videoId}`);
  return ((await response.json()) as VideoResponse).video;
}

/** The camera's tus requests as the page sent them: its creation, then each PATCH's offset. */
function watchCameraUpload(page: Page) {
  const seen = { creations: 0, url: '', patches: [] as { offset: number; ok: boolean }[] };
  const isCameraPatch = (request: Request) =>
    request.method() === 'PATCH' && seen.url !== '' && request.url() === seen.url;
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.headers()['upload-metadata']?.includes(CAMERA_TRACK)) {
      seen.creations += 1;
      seen.url = new URL(response.headers().location ?? '', request.url()).href;
    } else if (isCameraPatch(request)) {
      seen.patches.push({ offset: Number(request.headers()['upload-offset']), ok: response.ok() });
    }
  });
  page.on('requestfailed', (request) => {
    if (isCameraPatch(request)) {
      seen.patches.push({ offset: Number(request.headers()['upload-offset']), ok: false });
    }
  });
  return seen;
}

describe('a screen-and-camera upload over a dropped connection', () => {
  it(
    "resumes the camera's file where the server has it and composes the camera in its layout",
    { timeout: 300_000 },
    async () => {
      const screen = testWebm(3);
      // Noise cannot be compressed: 10 MB of magenta, several PATCHes at this speed.
      const camera = testWebm(3, { noisy: true, colour: 'magenta' });
      const context = await signedInContext(app.browser, app.server.url, 'desktop');
      try {
        const page = await context.newPage();
        await page.goto(`${app.server.url}/dashboard`);
        const draftId = await seedDraft(page, screen, {
          durationMs: 3_000,
          camera: { file: camera, offsetMs: 0 },
        });
        const preview = new PreviewPage(page, app.server.url);
        await preview.open(draftId);
        await preview.field('Title').fill('Face to face, over hotel wifi');
        const cdp = await context.newCDPSession(page);
        const uploadAt = (uploadThroughput: number) =>
          cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 0,
            downloadThroughput: -1,
            uploadThroughput,
          });
        await uploadAt(UPLOAD_BYTES_PER_SECOND);
        const cameraUpload = watchCameraUpload(page);
        await preview.button('Save Video').click();

        // The screen's file is up and the server has acknowledged part of the camera's: cut.
        await expect
          .poll(() => cameraUpload.patches.filter((patch) => patch.ok).length, {
            timeout: 60_000,
            interval: 50,
          })
          .toBeGreaterThan(0);
        await context.setOffline(true);
        const status = page.getByRole('status').filter({ hasText: /waiting|upload|retrying/i });
        await status.filter({ hasText: 'Waiting for connection' }).first().waitFor();
        await page.waitForTimeout(1_500);
        await context.setOffline(false);
        await uploadAt(-1);
        await page
          .getByRole('status')
          .filter({ hasText: 'Uploaded' })
          .first()
          .waitFor({ timeout: 120_000 });

        // Resumed, not started again: one camera upload, its later PATCHes from where the
        // server had got to, never from zero.
        expect(cameraUpload.creations).toBe(1);
        const [first, ...later] = cameraUpload.patches;
        expect(first?.offset).toBe(0);
        expect(later.length).toBeGreaterThan(0);
        for (const patch of later) expect(patch.offset).toBeGreaterThan(0);

        const listed = await page.request.get(`${app.server.url}/api/videos`);
        const [video] = ((await listed.json()) as { videos: VideoResponse['video'][] }).videos;
        const videoId = video?.id ?? '';
        expect(video?.sources).toEqual(['screen', 'camera']);
        expect(sha256(storedBlob(videoId, 'camera-original'))).toBe(sha256(camera));
        expect(sha256(storedBlob(videoId, 'original'))).toBe(sha256(screen));
        await expect
          .poll(async () => (await videoOnServer(page, videoId)).status, { timeout: 120_000 })
          .toBe('ready');

        // The MP4 is composed with the camera in its layout: the bubble, bottom right, medium.
        const mp4 = await page.request.get(`${app.server.url}/api/videos/${videoId}/media`);
        const grid = frameGrid(await mp4.body(), 1.5);
        const aspect = grid.width / grid.height;
        const radius = 0.28 / 2;
        const centre = { x: 1 - (0.03 + radius) / aspect, y: 1 - (0.03 + radius) };
        const magenta = ([red, green, blue]: [number, number, number]) =>
          red > 180 && green < 80 && blue > 180;
        const cell = (x: number, y: number) =>
          grid.cell(Math.floor(x * grid.cols), Math.floor(y * grid.rows));
        expect(magenta(cell(centre.x, centre.y))).toBe(true);
        expect(magenta(cell(0.25, 0.25))).toBe(false);
        expect(magenta(cell(0.5, 0.5))).toBe(false);
      } finally {
        await context.close();
      }
    },
  );
});
