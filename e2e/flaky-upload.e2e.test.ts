import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { VideoResponse } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { saveScreenshot } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

const app = appAndBrowserPerFile();

/** A poor mobile link: 32 KB/s up, gone for a few seconds every 20 s. */
const UPLOAD_BYTES_PER_SECOND = 32 * 1024;
const DROP_EVERY_MS = 20_000;
const DROP_FOR_MS = 3_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A thread that spins until stopped: the busy machine an advisor's laptop may be. */
function burnCpu(): () => Promise<number> {
  const burner = new Worker('for (;;) {}', { eval: true });
  return () => burner.terminate();
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const slow = () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: UPLOAD_BYTES_PER_SECOND,
    });
  await slow();
  return slow;
}

function storedOriginal(videoId: string): Buffer | null {
  const file = path.join(app.server.dataDir, 'blobs', 'videos', videoId, 'original');
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

describe('an upload over a flaky link', () => {
  it(
    'arrives whole at 32 KB/s with the network dropping every 20 s',
    { timeout: 240_000 },
    async () => {
      const recording = testWebm(5);
      const stopBurning = burnCpu();
      const context = await signedInContext(app.browser, app.server.url, 'desktop');
      try {
        const page = await context.newPage();
        await page.goto(`${app.server.url}/dashboard`);
        const draftId = await seedDraft(page, recording, { durationMs: 5_000 });
        const preview = new PreviewPage(page, app.server.url);
        await preview.open(draftId);
        await preview.field('Title').fill('Over hotel wifi');
        const slow = await throttle(context, page);
        await preview.button('Save Video').click();
        const status = page
          .getByRole('status')
          .filter({ hasText: /upload|waiting|preparing|retrying/i });

        const percents: number[] = [];
        let drops = 0;
        const started = Date.now();
        for (;;) {
          const text = (await status.textContent()) ?? '';
          if (text.includes('Uploaded')) break;
          const percent = /Uploading (\d+)%/.exec(text)?.[1];
          if (percent) percents.push(Number(percent));
          if (Date.now() - started > 200_000) throw new Error(`never arrived; last said "${text}"`);
          if (Date.now() - started > (drops + 1) * DROP_EVERY_MS) {
            drops += 1;
            await context.setOffline(true);
            await page.waitForTimeout(DROP_FOR_MS);
            await context.setOffline(false);
            await slow();
          }
          await page.waitForTimeout(250);
        }
        await saveScreenshot(page, 'flaky-upload-arrived');
        expect(drops).toBeGreaterThanOrEqual(1);
        // Progress never went back: what the server acknowledged stays acknowledged.
        expect(percents).toEqual([...percents].sort((a, b) => a - b));

        const shareLink = (await page.getByLabel('Share link').inputValue()).split('/').pop();
        const listed = await page.request.get(`${app.server.url}/api/videos`);
        const video = ((await listed.json()) as { videos: VideoResponse['video'][] }).videos.find(
          (v) => v.shareLink === shareLink,
        );
        expect(video?.status).not.toBe('uploading');
        expect(sha256(storedOriginal(video?.id ?? '') ?? Buffer.alloc(0))).toBe(sha256(recording));
      } finally {
        await context.close();
        await stopBurning();
      }
    },
  );
});
