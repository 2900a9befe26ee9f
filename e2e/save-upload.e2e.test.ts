import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { readDraft, seedDraft, testWebm } from './drafts.ts';
import { AuthPages } from './pages/auth-pages.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { saveScreenshot } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

let small: Buffer;
let large: Buffer;

const app = appAndBrowserPerFile();

beforeAll(() => {
  small = testWebm(6);
  large = testWebm(8, { noisy: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The original the server stored for a video, found on its disk. */
function storedOriginal(videoId: string): Buffer | null {
  const root = path.join(app.server.dataDir, 'blobs');
  const files = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
  const file = files
    .filter((f) => f.includes(videoId) && path.basename(f) === 'original')
    .map((f) => path.join(root, f))
    .find((f) => fs.statSync(f).isFile());
  return file ? fs.readFileSync(file) : null;
}

async function videoOnServer(page: Page, videoId: string) {
  const response = await page.request.get(`${app.server.url}/api/videos/${videoId}`);
  return ((await response.json()) as VideoResponse).video;
}

async function withDraft(
  file: Buffer,
  run: (
    preview: PreviewPage,
    auth: AuthPages,
    draftId: string,
    context: BrowserContext,
  ) => Promise<void>,
) {
  const context = await signedInContext(app.browser, app.server.url, 'desktop');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
  try {
    const page = await context.newPage();
    await page.goto(`${app.server.url}/dashboard`);
    const draftId = await seedDraft(page, file, { durationMs: 6_000 });
    const preview = new PreviewPage(page, app.server.url);
    await preview.open(draftId);
    await preview.field('Client Name (optional)').fill('Jordan Smith');
    await preview.field('Title').fill('Quarterly portfolio review');
    await run(preview, new AuthPages(page, app.server.url), draftId, context);
  } finally {
    await context.close();
  }
}

const uploadStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Upload|Waiting|Preparing/ });

describe('save and sync', () => {
  it('shows the link at once, uploads, and the server keeps the very same bytes', async () => {
    await withDraft(small, async (preview, auth, draftId) => {
      const { page } = preview;
      await preview.button('Save Video').click();
      await page.getByText('Video Saved Successfully!').waitFor();
      const link = page.getByLabel('Share link');
      await link.waitFor();
      expect(await link.inputValue()).toMatch(
        new RegExp(`^${app.server.url}/share/[A-Za-z0-9_-]{22,}$`),
      );
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await auth.toast('Link Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await link.inputValue(),
      );
      expect(
        await page.getByRole('link', { name: 'Share via Email' }).getAttribute('href'),
      ).toContain('subject=Video%3A%20Quarterly%20portfolio%20review');
      // 'Copy for email' puts the branded card that opens the link on the clipboard.
      await page.getByRole('button', { name: 'Copy for email' }).click();
      await auth.toast('Copied for email');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `A private video from Morgan Lee: ${await link.inputValue()}`,
      );

      await uploadStatus(page).filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
      await saveScreenshot(page, 'save-uploaded');
      await expect.poll(() => readDraft(page, draftId)).toBeNull();

      const videos = await page.request.get(`${app.server.url}/api/videos`);
      const [video] = ((await videos.json()) as { videos: VideoResponse['video'][] }).videos;
      expect(video?.status).not.toBe('uploading');
      expect(sha256(storedOriginal(video?.id ?? '') ?? Buffer.alloc(0))).toBe(sha256(small));
    });
  });

  it('waits while offline in the middle of an upload and finishes when back online', async () => {
    await withDraft(large, async (preview, _auth, _draftId, context) => {
      const { page } = preview;
      // Slow the wire so the upload is still running when the connection drops.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 4 * 1024 * 1024,
      });
      await preview.button('Save Video').click();
      await uploadStatus(page)
        .filter({ hasText: /Uploading [1-9]/ })
        .waitFor({ timeout: 30_000 });
      await context.setOffline(true);
      await uploadStatus(page).filter({ hasText: 'Waiting for connection' }).waitFor();
      await saveScreenshot(page, 'save-offline');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await context.setOffline(false);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await uploadStatus(page).filter({ hasText: 'Uploaded' }).waitFor({ timeout: 60_000 });
      const shareLink = (await page.getByLabel('Share link').inputValue()).split('/').pop();
      const listed = await page.request.get(`${app.server.url}/api/videos`);
      const video = ((await listed.json()) as { videos: VideoResponse['video'][] }).videos.find(
        (v) => v.shareLink === shareLink,
      );
      expect(sha256(storedOriginal(video?.id ?? '') ?? Buffer.alloc(0))).toBe(sha256(large));
      expect((await videoOnServer(page, video?.id ?? '')).status).not.toBe('uploading');
    });
  });

  it('keeps a video saved offline through a reload and syncs it when back online', async () => {
    await withDraft(small, async (preview, _auth, draftId, context) => {
      const { page } = preview;
      // The service worker serves the app while offline; wait until it controls the page.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await preview.field('Title').fill('Saved on the train');

      await context.setOffline(true);
      await preview.button('Save Video').click();
      await page.getByText('Your link is created as soon as you are back online.').waitFor();
      await page.reload();
      await uploadStatus(page).filter({ hasText: 'Waiting for connection' }).waitFor();
      expect((await readDraft(page, draftId))?.sync?.videoId).toBeNull();

      await context.setOffline(false);
      await uploadStatus(page).filter({ hasText: 'Uploaded' }).waitFor({ timeout: 60_000 });
      const listed = await page.request.get(`${app.server.url}/api/videos`);
      const titles = ((await listed.json()) as { videos: VideoResponse['video'][] }).videos.map(
        (v) => v.title,
      );
      expect(titles).toContain('Saved on the train');
    });
  });
});
