import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { VideoResponse } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { saveScreenshot } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

const app = appAndBrowserPerFile();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('Background Sync', () => {
  it(
    'finishes an upload in the service worker after the tab is closed',
    { timeout: 240_000 },
    async () => {
      const recording = testWebm(5);
      const context = await signedInContext(app.browser, app.server.url, 'desktop');
      try {
        await context.grantPermissions(['background-sync'], { origin: app.server.url });
        const page = await context.newPage();
        await page.goto(`${app.server.url}/dashboard`);
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.reload();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const draftId = await seedDraft(page, recording, { durationMs: 5_000 });
        const preview = new PreviewPage(page, app.server.url);
        await preview.open(draftId);
        await preview.field('Title').fill('Sent after closing the tab');
        // The tab's own upload crawls, so it is still under way when the tab goes.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: 16 * 1024,
        });
        await preview.button('Save Video').click();
        await page
          .getByRole('status')
          .filter({ hasText: /Uploading/ })
          .waitFor({ timeout: 30_000 });
        await saveScreenshot(page, 'background-sync-before-close');
        await page.close();

        const deadline = Date.now() + 180_000;
        let video: VideoResponse['video'] | undefined;
        while (Date.now() < deadline) {
          const listed = await context.request.get(`${app.server.url}/api/videos`);
          video = ((await listed.json()) as { videos: VideoResponse['video'][] }).videos.find(
            (v) => v.title === 'Sent after closing the tab',
          );
          if (video && video.status !== 'uploading') break;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
        expect(video?.status).not.toBe('uploading');
        const stored = path.join(
          app.server.dataDir,
          'blobs',
          'videos',
          video?.id ?? '',
          'original',
        );
        expect(sha256(fs.readFileSync(stored))).toBe(sha256(recording));

        // The service worker deleted the draft once the server confirmed the hash.
        const check = await context.newPage();
        await check.goto(`${app.server.url}/dashboard`);
        await expect
          .poll(() => check.evaluate(async () => (await indexedDB.databases()).length))
          .toBeGreaterThan(0);
        await check.getByRole('heading', { name: 'Recent videos' }).waitFor();
        expect(await check.getByText('Pending uploads').count()).toBe(0);
        await saveScreenshot(check, 'background-sync-arrived');
      } finally {
        await context.close();
      }
    },
  );
});
