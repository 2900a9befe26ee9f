import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestionsResponse, VideoResponse } from '../shared/api/videos.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { axeViolations } from './axe.ts';
import { asVideoPageOwner, type VideoPage } from './pages/video-page.ts';
import { overflowsHorizontally, saveScreenshotFromTop, type ViewportName } from './screenshots.ts';
import { seedSuggestionsForTest } from './seed-suggestions.ts';
import { ok, PRIYA, SAMPLE_VIDEO, shareVideoAsAdvisor, type SharedVideo } from './shared-video.ts';
import { tinyModelsDir } from './tiny-models.ts';

const CHAPTERS = [
  { title: 'Good morning', startSeconds: 0 },
  { title: 'Your quarterly review', startSeconds: 4 },
];
const SUMMARY =
  'Priya greets Jordan and opens the quarterly review. She walks through where the portfolio stands.';

let modelsDir: string;
let shared: SharedVideo;

// Made before the app, which is given it, and removed after the app stops.
beforeAll(() => {
  modelsDir = tinyModelsDir();
});
afterAll(() => {
  if (modelsDir) fs.rmSync(modelsDir, { recursive: true, force: true });
});

const app = appAndBrowserPerFile({ env: () => ({ MODELS_DIR: modelsDir }) });

const suggestionsNow = async () =>
  (await (
    await ok(await shared.api.get(`/api/videos/${shared.video.id}/suggestions`), 'suggestions')
  ).json()) as SuggestionsResponse;
const videoNow = async () =>
  (
    (await (
      await ok(await shared.api.get(`/api/videos/${shared.video.id}`), 'video')
    ).json()) as VideoResponse
  ).video;

beforeAll(async () => {
  shared = await shareVideoAsAdvisor(app.server.url, PRIYA, SAMPLE_VIDEO);
  // The real step runs first on the tiny model (noise: it suggests nothing usable here).
  const deadline = Date.now() + 45_000;
  while ((await suggestionsNow()).status !== 'done') {
    if (Date.now() > deadline) throw new Error('the suggestion step did not run');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await seedSuggestionsForTest(app.server, shared.video.id, {
    chapters: CHAPTERS,
    summary: SUMMARY,
  });
});
afterAll(async () => {
  await shared?.api.dispose();
});

const asAdvisor = (viewport: ViewportName, run: (video: VideoPage) => Promise<void>) =>
  asVideoPageOwner(app.browser, app.server.url, { email: shared.advisor.email, viewport }, run);

describe('the advisor uses the chapters and summary the AI model suggests', () => {
  it('sees them offered calmly, with nothing applied yet (phone), and dismisses the summary', async () => {
    await asAdvisor('phone', async (video) => {
      await video.open(shared.video.id);
      const chapters = video.section('Suggested chapters');
      await chapters.waitFor();
      expect(await chapters.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/^0:00\s+Good morning$/),
        expect.stringMatching(/^0:04\s+Your quarterly review$/),
      ]);
      const summary = video.section('Suggested summary');
      expect(await summary.innerText()).toContain(SUMMARY);
      expect(await video.chaptersForm().innerText()).toContain('No chapters yet.');
      expect(await overflowsHorizontally(video.page)).toBe(false);
      expect(await axeViolations(video.page)).toEqual([]);
      await saveScreenshotFromTop(video.page, 'suggestions-video-page-phone');

      await summary.getByRole('button', { name: 'Dismiss' }).click();
      expect(await summary.count()).toBe(0);
      await video.page.reload();
      await video.section('Suggested chapters').waitFor();
      expect(await video.section('Suggested summary').count()).toBe(0);
    });
    expect(await videoNow()).toMatchObject({
      chapters: [],
      description: SAMPLE_VIDEO.description,
    });
  });

  it('fills the editors with them and saves them as the video’s own (desktop)', async () => {
    await asAdvisor('desktop', async (video) => {
      await video.open(shared.video.id);
      const suggested = video.section('Suggested chapters');
      await suggested.waitFor();
      await video.section('Suggested summary').waitFor();
      expect(await axeViolations(video.page)).toEqual([]);
      await saveScreenshotFromTop(video.page, 'suggestions-video-page-desktop');

      const form = video.chaptersForm();
      await suggested.getByRole('button', { name: 'Use these' }).click();
      expect(await form.getByRole('textbox', { name: 'Chapter 1 title' }).inputValue()).toBe(
        'Good morning',
      );
      expect(await form.getByRole('textbox', { name: 'Chapter 2 start' }).inputValue()).toBe(
        '0:04',
      );
      await form.getByText('The suggested chapters are in the list.').waitFor();
      expect(await axeViolations(video.page)).toEqual([]);
      await saveScreenshotFromTop(video.page, 'suggestions-filled-desktop');
      // Filled, not saved: the video's chapters are what they were.
      expect((await videoNow()).chapters).toEqual([]);
      await form.getByRole('textbox', { name: 'Chapter 2 title' }).fill('Your Q3 review');
      await form.getByRole('button', { name: 'Save Chapters' }).click();
      await video.toast('Chapters saved');
      expect((await videoNow()).chapters).toEqual([
        CHAPTERS[0],
        { title: 'Your Q3 review', startSeconds: 4 },
      ]);

      const details = video.section('Video Details');
      await video
        .section('Suggested summary')
        .getByRole('button', { name: 'Use as description' })
        .click();
      expect(await details.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
        SUMMARY,
      );
      expect(await video.section('Suggested summary').count()).toBe(0);
      expect((await videoNow()).description).toBe(SAMPLE_VIDEO.description);
      await details.getByRole('button', { name: 'Save Changes' }).click();
      await video.toast('Video details updated.');
      expect((await videoNow()).description).toBe(SUMMARY);
    });
  });
});
