import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoActivity } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { signUpPrincipal } from './compliance-principal.ts';
import { axeViolations } from './axe.ts';
import { SharePage } from './pages/share-page.ts';
import { asVideoPageOwner, type VideoPage } from './pages/video-page.ts';
import {
  clientContext,
  overflowsHorizontally,
  saveScreenshot,
  saveScreenshotFromTop,
  VIEWPORTS,
  type ViewportName,
} from './screenshots.ts';
import { ok, PRIYA, SAMPLE_VIDEO, shareVideoAsAdvisor, type SharedVideo } from './shared-video.ts';

let shared: SharedVideo;
const app = appAndBrowserPerFile();

beforeAll(async () => {
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, SAMPLE_VIDEO);
});
afterAll(async () => {
  await shared?.api.dispose();
});

const asAdvisor = (viewport: ViewportName, run: (video: VideoPage) => Promise<void>) =>
  asVideoPageOwner(app.browser, app.server.url, { email: shared.advisor.email, viewport }, run);

async function asClient(size: ViewportName, run: (share: SharePage) => Promise<void>) {
  const context = await clientContext(app.browser, size);
  try {
    await run(new SharePage(await context.newPage(), shared.url));
  } finally {
    await context.close();
  }
}

describe('the advisor adds chapters and allows downloads; the client uses both', () => {
  it('the advisor adds two chapters, one at the player’s position, and allows downloads', async () => {
    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);
      const form = video.chaptersForm();
      expect(await form.innerText()).toContain('No chapters yet.');
      expect(await video.downloadSwitch().getAttribute('aria-checked')).toBe('false');

      await form.getByRole('button', { name: 'Add chapter at 0:00' }).click();
      await form.getByRole('textbox', { name: 'Chapter 1 title' }).fill('Welcome');
      // The player stands at 5 s: the next chapter starts there.
      await video.video().evaluate((player: HTMLVideoElement) => (player.currentTime = 5));
      await form.getByRole('button', { name: 'Add chapter at 0:05' }).click();
      await form.getByRole('textbox', { name: 'Chapter 2 title' }).fill('Your portfolio');
      // A blank title is refused in words before anything is sent.
      await form.getByRole('button', { name: 'Add chapter at 0:05' }).click();
      await form.getByRole('button', { name: 'Save Chapters' }).click();
      await form.getByText('Please give every chapter a title').waitFor();
      await form.getByRole('button', { name: 'Remove chapter 3' }).click();
      await form.getByRole('button', { name: 'Save Chapters' }).click();
      await video.toast('Chapters saved');
      expect(await form.getByText('Please give every chapter a title').count()).toBe(0);
      expect(await form.getByRole('textbox', { name: 'Chapter 2 start' }).inputValue()).toBe(
        '0:05',
      );

      await video.downloadSwitch().click();
      await video.toast('Downloads allowed');
      expect(await video.downloadSwitch().getAttribute('aria-checked')).toBe('true');
      await video.section('Chapters').scrollIntoViewIfNeeded();
      await saveScreenshotFromTop(video.page, 'downloads-video-page-desktop');
    });
    await asAdvisor('phone', async (video) => {
      await video.open(shared.video.id);
      await video.chaptersForm().waitFor();
      await saveScreenshotFromTop(video.page, 'downloads-video-page-phone');
    });
  });

  for (const size of ['phone', 'desktop'] as const) {
    it(`the client jumps to a chapter and downloads the MP4 (${size})`, async () => {
      await asClient(size, async (share) => {
        const { page } = share;
        await share.open();
        // Nothing of either before the gate.
        expect(await share.chapters().isVisible()).toBe(false);
        expect(await share.downloads().isVisible()).toBe(false);
        await share.passGate(SAMPLE_VIDEO.password);

        const chapters = share.chapters();
        await chapters.waitFor();
        expect(await chapters.getByRole('listitem').allInnerTexts()).toEqual([
          expect.stringMatching(/^0:00\s+Welcome$/),
          expect.stringMatching(/^0:05\s+Your portfolio$/),
        ]);
        // The marks stand where the chapters start: 0 s and 5 s of the 8 s video.
        const [first = NaN, second = NaN] = (await share.chapterMarks()).map(parseFloat);
        expect(first).toBe(0);
        expect(second).toBeCloseTo(62.5, 0);
        await share.chapter('Your portfolio').click();
        await page.waitForFunction(
          () => (document.querySelector<HTMLVideoElement>('video#video')?.currentTime ?? 0) >= 5,
        );
        await share.chapter('Your portfolio').and(page.locator('[aria-current]')).waitFor();

        const downloads = share.downloads();
        expect(await downloads.getByRole('link').allInnerTexts()).toEqual([
          'Video (MP4)',
          'Captions (.vtt)',
          'Captions (.srt)',
        ]);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          downloads.getByRole('link', { name: 'Video (MP4)' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('Your Q3 portfolio review.mp4');
        const saved = await download.path();
        const head = fs.readFileSync(saved).subarray(4, 8).toString('latin1');
        expect(head).toBe('ftyp');
        const [captions] = await Promise.all([
          page.waitForEvent('download'),
          downloads.getByRole('link', { name: 'Captions (.srt)' }).click(),
        ]);
        expect(captions.suggestedFilename()).toBe('Your Q3 portfolio review.srt');
        expect(fs.readFileSync(await captions.path(), 'utf8')).toContain(
          '00:00:04,000 --> 00:00:08,000\r\nHere is your quarterly portfolio review.',
        );

        expect(await overflowsHorizontally(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        await saveScreenshot(page, `downloads-share-${size}`);
      });
    });
  }

  it('the advisor sees each download in the viewer activity', async () => {
    const activity = (await (
      await ok(await shared.api.get(`/api/videos/${shared.video.id}/activity`), 'activity')
    ).json()) as VideoActivity;
    const files = activity.events
      .filter((event) => event.event === 'VIDEO_DOWNLOADED')
      .map((event) => event.metadata?.file);
    expect(files.sort()).toEqual(['captions.srt', 'captions.srt', 'video.mp4', 'video.mp4']);
    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);
      await video.section('Viewer Activity').getByText('Downloaded the video').first().waitFor();
    });
  });

  it('compliance forbids downloads: the switch says why, and the share page offers none', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const email = `principal.${Date.now()}@example.com`;
      await signUpPrincipal(context, app.server, email);
      const page = await context.newPage();
      await page.goto(`${app.server.url}/compliance`);
      const forbid = page.getByRole('switch', { name: 'Forbid downloads' });
      await forbid.click();
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Downloads forbidden' })
        .waitFor();
      expect(await forbid.getAttribute('aria-checked')).toBe('true');
      await forbid.scrollIntoViewIfNeeded();
      await saveScreenshotFromTop(page, 'downloads-compliance-settings-desktop');
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshotFromTop(page, 'downloads-compliance-settings-phone');
    } finally {
      await context.close();
    }

    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);
      const toggle = video.downloadSwitch();
      await video
        .section('Link Settings')
        .getByText('Your firm’s compliance settings do not allow downloads.')
        .waitFor();
      expect(await toggle.isDisabled()).toBe(true);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await saveScreenshotFromTop(video.page, 'downloads-forbidden-video-page-desktop');
    });

    for (const size of ['phone', 'desktop'] as const) {
      await asClient(size, async (share) => {
        await share.passGate(SAMPLE_VIDEO.password);
        await share.chapters().waitFor();
        expect(await share.downloads().isVisible()).toBe(false);
        const refused = await share.page.evaluate(
          async (url) => (await fetch(url)).status,
          `/media/share/${share.link}/download/video.mp4?visit=${crypto.randomUUID()}`,
        );
        expect(refused).toBe(403);
        expect(await axeViolations(share.page)).toEqual([]);
        await saveScreenshot(share.page, `downloads-forbidden-share-${size}`);
      });
    }
  });
});
