import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { VideosPage } from '../shared/api/videos.ts';
import { makePng } from '../server/test/images.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { axeViolations } from './axe.ts';
import { readDraft, seedDraft, testWebm } from './drafts.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { saveScreenshotFromTop } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

// A firm's first day: no speech model, so the server says captions cannot be made. Offline,
// the preview must say what the server said last, not promise captions or forget the picture.
const app = appAndBrowserPerFile();

const MODELS_OFF =
  'Captions and AI titles are off: your administrator can install the models (see models/README.md).';
const PICTURE_ALT = 'Your profile picture, as clients will see it';

/** Images on the page that failed to load (a broken-image icon to the person looking). */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.alt || image.src.slice(0, 60)),
  );

/** The header's product mark is drawn, not an image that offline could break. */
async function expectLogoDrawn(page: Page): Promise<void> {
  const mark = page.locator('header a svg').first();
  await mark.waitFor();
  const box = await mark.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
}

/** The preview's statements about captions and the picture, as the advisor reads them. */
async function expectTruthfulPreview(page: Page, preview: PreviewPage): Promise<void> {
  await page.getByText(MODELS_OFF).waitFor();
  expect(await page.getByText('English captions on the video.').count()).toBe(0);
  expect(await preview.switch('Show Captions').isDisabled()).toBe(true);
  expect(await preview.switch('Show Captions').getAttribute('aria-checked')).toBe('false');
  await page.getByText('Your photo in the corner of the video.').waitFor();
  expect(await page.getByText('No picture yet.').count()).toBe(0);
  const overlay = page.getByRole('img', { name: PICTURE_ALT });
  await overlay.waitFor();
  await page.waitForFunction((alt) => {
    const image = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
    return image?.complete === true && image.naturalWidth > 0;
  }, PICTURE_ALT);
  await expectLogoDrawn(page);
  expect(await brokenImages(page)).toEqual([]);
  // Nothing chosen to cut yet: the trim card makes no claim about one.
  expect(await page.getByTestId('trim-cut-note').innerText()).toBe('');
}

describe('offline, the preview shows what this device last knew', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(
      `captions off, the picture and the logo, offline and back online (${viewport})`,
      { timeout: 180_000 },
      async () => {
        const { server, browser } = app;
        const context = await signedInContext(browser, server.url, viewport);
        try {
          const png = makePng({ size: 96, rgb: [200, 120, 40] });
          const branding = await context.request.patch(`${server.url}/api/settings/branding`, {
            headers: { Origin: server.url },
            data: {
              logoUrl: null,
              profilePictureUrl: `data:image/png;base64,${png.toString('base64')}`,
              primaryColor: '#2563eb',
              secondaryColor: '#1e40af',
            },
          });
          expect(branding.ok()).toBe(true);

          const page = await context.newPage();
          await page.goto(`${server.url}/dashboard`);
          await page.getByText('Ready to work offline').waitFor({ timeout: 60_000 });
          await page.reload();
          await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
          const draftId = await seedDraft(page, testWebm(3), { durationMs: 3_000 });

          // Online, the advisor saw only the dashboard: what the preview will need offline
          // was learnt there, not on a preview opened online first.
          await page.waitForFunction(() =>
            ['ai-status', 'profile-picture'].every((what) =>
              Object.keys(localStorage).some((key) => key.includes(`lastKnown.${what}.`)),
            ),
          );

          // Offline, the preview opened afresh (from the service worker) says the truth.
          await context.setOffline(true);
          const preview = new PreviewPage(page, server.url);
          await preview.open(draftId);
          await expectTruthfulPreview(page, preview);
          expect(await axeViolations(page)).toEqual([]);
          await saveScreenshotFromTop(page, `offline-truth-preview-${viewport}`);

          // Saved offline: the draft keeps captions off, as the advisor saw them.
          await preview.field('Client Name (optional)').fill('Margaret Chen');
          await preview.button('Save Video').click();
          await page.getByText('Video Saved Successfully!').waitFor();
          const saved = await readDraft(page, draftId);
          expect(saved?.details?.captionsEnabled).toBe(false);
          await expectLogoDrawn(page);
          expect(await brokenImages(page)).toEqual([]);
          expect(await axeViolations(page)).toEqual([]);
          await saveScreenshotFromTop(page, `offline-truth-saved-${viewport}`);

          // Back online without a reload: the upload goes, captions stay off on the server,
          // and nothing on screen broke on the way.
          await context.setOffline(false);
          await expect
            .poll(
              async () => {
                const listed = (await (
                  await context.request.get(`${server.url}/api/videos`)
                ).json()) as VideosPage;
                return listed.videos[0]?.captionsEnabled;
              },
              { timeout: 60_000, interval: 500 },
            )
            .toBe(false);
          await expectLogoDrawn(page);
          expect(await brokenImages(page)).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }
});
