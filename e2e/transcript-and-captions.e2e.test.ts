import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptionsResponse } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { axeViolations } from './axe.ts';
import { asVideoPageOwner, type VideoPage } from './pages/video-page.ts';
import { overflowsHorizontally, saveScreenshotFromTop, type ViewportName } from './screenshots.ts';
import { PRIYA, SAMPLE_VIDEO, shareVideoAsAdvisor, type SharedVideo } from './shared-video.ts';

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

const savedCaptions = async () => {
  const response = await shared.api.get(`/api/videos/${shared.video.id}/captions`);
  return ((await response.json()) as CaptionsResponse).captionsData;
};

describe('the transcript beside the advisor’s player', () => {
  it.each(['phone', 'desktop'] as const)(
    'plays from a clicked caption, follows playback and searches (%s)',
    async (viewport) => {
      await asAdvisor(viewport, async (video) => {
        await video.open(shared.video.id);
        await video.transcriptSection().waitFor();
        expect(await video.transcriptLines()).toEqual([
          '0:00 Good morning, Jordan.',
          '0:04 Here is your quarterly portfolio review.',
        ]);
        await video.waitForMetadata();

        await video
          .transcriptSection()
          .getByRole('button', { name: /quarterly/ })
          .click();
        await expect.poll(() => video.currentTime()).toBeGreaterThanOrEqual(4);
        await expect
          .poll(() => video.transcriptCurrent())
          .toBe('0:04 Here is your quarterly portfolio review.');

        const search = video.transcriptSection().getByLabel('Search the transcript');
        await search.fill('PORTFOLIO');
        expect(await video.transcriptLines()).toEqual([
          '0:04 Here is your quarterly portfolio review.',
        ]);
        expect(await video.transcriptSection().locator('mark').allInnerTexts()).toEqual([
          'portfolio',
        ]);
        expect(await video.transcriptSection().getByRole('status').innerText()).toBe(
          '1 caption matches',
        );
        expect(await overflowsHorizontally(video.page)).toBe(false);
        await saveScreenshotFromTop(video.page, `video-page-transcript-search-${viewport}`);
        expect(await axeViolations(video.page)).toEqual([]);

        await search.fill('annuity');
        expect(await video.transcriptLines()).toEqual([]);
        expect(await video.transcriptSection().getByRole('status').innerText()).toBe(
          'No caption matches your search.',
        );
      });
    },
  );
});

describe('captions edited caption by caption', () => {
  it('edits text and times beside a player, catches a bad row, adds and removes, and saves', async () => {
    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);
      await video.captionRow(2).waitFor();
      expect(
        await video
          .captionsSection()
          .getByRole('button', { name: 'Caption by Caption' })
          .getAttribute('aria-pressed'),
      ).toBe('true');

      await video.captionRow(1).getByLabel('Caption 1 text').fill('Good morning, Jordan!');
      const end = video.captionRow(2).getByLabel('End');
      await end.fill('0:03');
      await end.press('Enter');
      expect(await video.captionsCheck().innerText()).toBe('Caption 2 must end after it starts');
      expect(await video.saveCaptionsButton().isDisabled()).toBe(true);
      await video.captionRow(2).getByLabel('End').fill('0:09.5');
      await video.captionRow(2).getByLabel('End').press('Enter');

      const start = video.captionRow(2).getByLabel('Start');
      await start.fill('four');
      await start.press('Enter');
      expect(await video.captionRow(2).innerText()).toContain('Use a time like 1:05.5');

      // A caption added at the player's time (0:00) is empty until typed, and can go again.
      await video
        .captionsSection()
        .getByRole('button', { name: /Add Caption at 0:00/ })
        .click();
      expect(await video.captionsCheck().innerText()).toBe('Caption 2 has no text');
      await video.captionRow(2).getByRole('button', { name: 'Remove caption 2' }).click();
      expect(await video.captionsCheck().innerText()).toBe('Valid WebVTT · 2 captions');

      // The player beside the rows shows the captions as edited, before they are saved.
      await video.captionRow(1).getByRole('button', { name: 'Play from 0:00' }).click();
      await video.page.waitForFunction(() => {
        const player = document.querySelectorAll('video')[1];
        const cues = player?.textTracks[0]?.cues;
        return cues
          ? Array.from(cues, (cue) => (cue as VTTCue).text).includes('Good morning, Jordan!')
          : false;
      });
      await saveScreenshotFromTop(video.page, 'video-page-caption-rows-desktop');

      await video.saveCaptionsButton().click();
      await video.toast('Captions Saved');
      expect(await savedCaptions()).toBe(
        [
          'WEBVTT',
          '',
          '1',
          '00:00:00.000 --> 00:00:04.000',
          'Good morning, Jordan!',
          '',
          '2',
          '00:00:04.000 --> 00:00:09.500',
          'Here is your quarterly portfolio review.',
          '',
        ].join('\n'),
      );
      // Saved: the transcript reads the new words too.
      await expect
        .poll(() => video.transcriptLines())
        .toEqual(['0:00 Good morning, Jordan!', '0:04 Here is your quarterly portfolio review.']);
      expect(await axeViolations(video.page)).toEqual([]);
    });
  });

  it('keeps the WebVTT view for experts, and at phone width the rows fit', async () => {
    await asAdvisor('phone', async (video) => {
      await video.open(shared.video.id);
      await video.captionRow(1).waitFor();
      expect(await overflowsHorizontally(video.page)).toBe(false);
      await saveScreenshotFromTop(video.page, 'video-page-caption-rows-phone');
      await video.captionsView('WebVTT');
      expect(await video.captionsBox().inputValue()).toBe(await savedCaptions());
      await video.captionsBox().fill('WEBVTT\n\nnot a timing line\nHello\n');
      expect(
        await video
          .captionsSection()
          .getByRole('button', { name: 'Caption by Caption' })
          .isDisabled(),
      ).toBe(true);
      expect(await video.captionsSection().innerText()).toContain(
        'Fix the WebVTT to edit caption by caption.',
      );
      expect(await axeViolations(video.page)).toEqual([]);
    });
  });
});
