import { describe, expect, it } from 'vitest';
import type { VideosPage, VideoView } from '../shared/api/videos.ts';
import { defaultVideoTitle } from '../shared/format/default-title.ts';
import { spokenOpusWebm } from '../server/test/test-webm.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { SharePage } from './pages/share-page.ts';
import { VideoPage } from './pages/video-page.ts';
import { clientContext, saveScreenshot, saveScreenshotFromTop } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

// A firm's first day: the repository's models/ folder lists the models but holds none, which
// is what every new install runs with.
const app = appAndBrowserPerFile();

const MODELS_OFF =
  'Captions and AI titles are off: your administrator can install the models (see models/README.md).';
const MADE_UP =
  /Financial Advisory Video|Professional financial guidance|AI is analyzing|Processing\.\.\./;

/** Error lines (pino level 50 and up) the server wrote: an expected state writes none. */
const errorLines = (output: string) =>
  output.split('\n').filter((line) => /"level":(5\d|60)/.test(line));

describe('without AI models, every screen tells the truth', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`preview, save, ready, the share page and the video page (${viewport})`, async () => {
      const { server, browser } = app;
      const sound = spokenOpusWebm('Good morning Margaret. Here is a short look at your plan.');
      const context = await signedInContext(browser, server.url, viewport);
      try {
        const page = await context.newPage();
        const previewCalls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/videos/process-preview')) previewCalls.push('sent');
        });
        await page.goto(`${server.url}/dashboard`);
        const draftId = await seedDraft(page, testWebm(Math.ceil(sound.seconds)), {
          durationMs: Math.round(sound.seconds * 1000),
          sound: sound.bytes,
        });
        const preview = new PreviewPage(page, server.url);
        await preview.open(draftId);

        // Said once, calmly, where captions would be; no toast, no sound sent for nothing.
        await page.getByText(MODELS_OFF).waitFor();
        expect(await page.getByText(MODELS_OFF).count()).toBe(1);
        expect(await preview.switch('Show Captions').isDisabled()).toBe(true);
        expect(await preview.switch('Show Captions').getAttribute('aria-checked')).toBe('false');
        expect(await preview.cueTexts()).toEqual([]);
        await preview.field('Client Name (optional)').fill('Margaret Chen');
        const title = defaultVideoTitle('Margaret Chen', new Date());
        await page.getByText(`Left blank: “${title}”`).waitFor();
        expect(await preview.field('Title').inputValue()).toBe('');
        expect(await preview.field('Description').inputValue()).toBe('');
        expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
        await saveScreenshot(page, `no-models-preview-${viewport}`);

        await preview.button('Save Video').click();
        await page.getByText('Video Saved Successfully!').waitFor();
        expect(await page.getByText(title).count()).toBeGreaterThan(0);
        expect(previewCalls).toEqual([]);

        // The pipeline finishes without models: ready, default title, empty description.
        let video: VideoView | undefined;
        await expect
          .poll(
            async () => {
              const listed = (await (
                await context.request.get(`${server.url}/api/videos`)
              ).json()) as VideosPage;
              video = listed.videos[0];
              return video?.status;
            },
            { timeout: 45_000, interval: 500 },
          )
          .toBe('ready');
        expect(video).toMatchObject({ title, description: '', captionsEnabled: false });

        // The client's page: the title, nothing invented under it, no CC button.
        const client = await clientContext(browser, viewport);
        try {
          const share = new SharePage(
            await client.newPage(),
            `${server.url}/share/${video?.shareLink ?? ''}`,
          );
          await share.open();
          await share.accept();
          await share.waitForMetadata();
          expect(await share.title().innerText()).toBe(title);
          expect(await share.description().innerText()).toBe('');
          expect(await share.captionsToggle().count()).toBe(0);
          expect(await share.page.locator('body').innerText()).not.toMatch(MADE_UP);
          await saveScreenshotFromTop(share.page, `no-models-share-${viewport}`);
        } finally {
          await client.close();
        }

        // The advisor's video page: the same title, no analysis claimed.
        const videoPage = new VideoPage(page, server.url);
        const suggestions = page.waitForResponse((r) => r.url().endsWith('/suggestions'));
        await videoPage.open(video?.id ?? '');
        expect(await videoPage.heading()).toBe(title);
        expect(await videoPage.status()).toBe('Status: Ready');
        expect(await page.locator('main').innerText()).not.toMatch(MADE_UP);
        // No language model: nothing suggested, and no block saying so.
        expect(await (await suggestions).json()).toMatchObject({ status: 'unavailable' });
        expect(await page.getByText(/^Suggested (chapters|summary)$/).count()).toBe(0);
        await saveScreenshotFromTop(page, `no-models-video-page-${viewport}`);

        expect(errorLines(server.output())).toEqual([]);
      } finally {
        await context.close();
      }
      // Ffmpeg makes the MP4 for real, on a machine shared with other work.
    }, 180_000);
  }
});
