import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { SharePage } from './pages/share-page.ts';
import { VideoPage } from './pages/video-page.ts';
import { holdVideoAt, steadyScreenshot } from './steady-screen.ts';
import { PRIYA, SAMPLE_VIDEO, shareVideoAsAdvisor, type SharedVideo } from './shared-video.ts';
import { compareWithBaseline } from './visual-compare.ts';

/*
 * The key screens compared with approved pictures of them (e2e/visual-baselines/), at a phone's
 * width and a desktop's. After a change meant to show, update them on purpose:
 *   UPDATE_VISUAL_BASELINES=1 npm run test:e2e -- e2e/visual.e2e.test.ts
 * and look at every changed picture before committing it.
 */

const WIDTHS = [390, 1440] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT: Record<Width, number> = { 390: 844, 1440: 900 };

/** The page's clock for dates it makes itself (a draft's default title, the footer's year). */
const FIXED_NOW = new Date('2026-03-02T15:30:00Z');

const app = appAndBrowserPerFile();
let shared: SharedVideo;

beforeAll(async () => {
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, SAMPLE_VIDEO);
}, 120_000);
afterAll(async () => {
  await shared?.api.dispose();
});

/** A page at `width`, the advisor's when `signedIn`, with the page clock fixed; closed after `run`. */
async function atWidth(
  width: Width,
  { signedIn = false, phone = false } = {},
  run: (page: Page) => Promise<Buffer>,
): Promise<Buffer> {
  const context: BrowserContext = await app.browser.newContext({
    viewport: { width, height: HEIGHT[width] },
    isMobile: phone && width === 390,
    hasTouch: phone && width === 390,
    ...(signedIn ? { storageState: await shared.api.storageState() } : {}),
  });
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(FIXED_NOW);
    return await run(page);
  } finally {
    await context.close();
  }
}

/**
 * How each screen is reached and steadied, in this order: the advisor's screens come before the
 * client's, so they show the video as no client has watched it yet.
 */
const SCREENS: [name: string, shoot: (width: Width) => Promise<Buffer>][] = [
  [
    'landing',
    (width) =>
      atWidth(width, {}, async (page) => {
        await page.goto(`${app.server.url}/`);
        // The landing screen is its own chunk: its footer appears once that has loaded.
        await page.getByRole('navigation', { name: 'Footer' }).getByRole('link').last().waitFor();
        return steadyScreenshot(page);
      }),
  ],
  [
    'sign-in',
    (width) =>
      atWidth(width, {}, async (page) => {
        await page.goto(`${app.server.url}/login`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Log in to Briefcast' }).waitFor();
        return steadyScreenshot(page);
      }),
  ],
  [
    'dashboard',
    (width) =>
      atWidth(width, { signedIn: true }, async (page) => {
        await page.goto(`${app.server.url}/dashboard`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'Welcome back, Priya' }).waitFor();
        await page.getByText(SAMPLE_VIDEO.title).first().waitFor();
        // 'Updated 2 minutes ago' moves on with the clock.
        return steadyScreenshot(page, { hide: ['time'] });
      }),
  ],
  [
    'video-page',
    (width) =>
      atWidth(width, { signedIn: true }, async (page) => {
        const videoPage = new VideoPage(page, app.server.url);
        await videoPage.open(shared.video.id);
        await videoPage.waitForMetadata();
        await videoPage.waitForScreening();
        await holdVideoAt(page, 2);
        // The player beside the caption rows loads nothing until played, yet its controls may
        // draw a spinning wheel: held without controls, as the main player is.
        await videoPage.captionsPlayer().evaluate((video: HTMLVideoElement) => {
          video.controls = false;
        });
        // The link is random, and the retention date counts from today.
        return steadyScreenshot(page, { hide: ['#share-link', '#delete-retained'] });
      }),
  ],
  [
    'preview',
    (width) =>
      atWidth(width, { signedIn: true }, async (page) => {
        await page.goto(`${app.server.url}/dashboard`);
        const draftId = await seedDraft(page, testWebm(4), { durationMs: 4_000 });
        const preview = new PreviewPage(page, app.server.url);
        await preview.open(draftId);
        await holdVideoAt(page, 2);
        return steadyScreenshot(page);
      }),
  ],
  [
    'share-gate',
    (width) =>
      atWidth(width, { phone: true }, async (page) => {
        const share = new SharePage(page, shared.url);
        await share.open();
        await share.termsDialog().waitFor();
        // The dialog is centred in the viewport, its backdrop covers only that.
        return steadyScreenshot(page, { viewportOnly: true });
      }),
  ],
  [
    'share-player',
    (width) =>
      atWidth(width, { phone: true }, async (page) => {
        const share = new SharePage(page, shared.url);
        await share.open();
        await share.accept();
        await share.enterPassword(SAMPLE_VIDEO.password);
        await share.waitForMetadata();
        await holdVideoAt(page, 2);
        // 'Access Granted' shows for a few seconds, gone or not by the time of the screenshot.
        return steadyScreenshot(page, { hide: ['#toast'] });
      }),
  ],
];

describe('key screens look as approved', () => {
  for (const [name, shoot] of SCREENS) {
    for (const width of WIDTHS) {
      it(`${name} at ${width} px`, async () => {
        await compareWithBaseline(app.browser, `${name}-${width}`, await shoot(width));
      });
    }
  }
});
