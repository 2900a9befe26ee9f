import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spokenOpusWebm } from '../server/test/test-webm.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { AuthPages } from './pages/auth-pages.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { saveScreenshot } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';
import { tinyModelsDir } from './tiny-models.ts';

const PREVIEW_CALL = '**/api/videos/process-preview?*';
const PLACEHOLDER_START = 'Captions are being prepared';

let modelsDir: string;
let video: Buffer;
let sound: { bytes: Buffer; seconds: number };

// Made before the app, which is given it, and removed after the app stops.
beforeAll(() => {
  modelsDir = tinyModelsDir();
});
afterAll(() => {
  if (modelsDir) fs.rmSync(modelsDir, { recursive: true, force: true });
});

const app = appAndBrowserPerFile({ env: () => ({ MODELS_DIR: modelsDir }) });

beforeAll(() => {
  sound = spokenOpusWebm('Good morning. Here is a short look at your retirement account.');
  video = testWebm(Math.ceil(sound.seconds));
});

/** Opens the preview of a fresh draft with speech; `beforeOpen` may hold or break the AI call. */
async function previewWithSpeech(
  run: (preview: PreviewPage, auth: AuthPages) => Promise<void>,
  beforeOpen: (page: Page) => Promise<unknown> = async () => {},
) {
  const context = await signedInContext(app.browser, app.server.url, 'desktop');
  try {
    const page = await context.newPage();
    await page.goto(`${app.server.url}/dashboard`);
    const draftId = await seedDraft(page, video, {
      durationMs: Math.round(sound.seconds * 1000),
      sound: sound.bytes,
    });
    await beforeOpen(page);
    const preview = new PreviewPage(page, app.server.url);
    await preview.open(draftId);
    await run(preview, new AuthPages(page, app.server.url));
  } finally {
    await context.close();
  }
}

/** The captions the server stored with a video, read from its SQLite file. */
function storedCaptions(title: string): string | null {
  const db = new SqliteDatabase(path.join(app.server.dataDir, 'briefcast.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT c.captions_data AS captions FROM videos v
        LEFT JOIN caption_tracks c ON c.video_id = v.id AND c.language = 'en' WHERE v.title = ?`,
      )
      .get(title) as { captions: string | null } | undefined;
    return row?.captions ?? null;
  } finally {
    db.close();
  }
}

describe('preview AI', () => {
  it('titles, describes and captions the recording, and saves the corrected captions', async () => {
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await previewWithSpeech(
      async (preview, auth) => {
        const { page } = preview;
        // While the real request is held, the screen says what is happening.
        await expect.poll(() => preview.field('Title').inputValue()).toBe('Processing...');
        expect(await preview.field('Title').isDisabled()).toBe(true);
        expect(await preview.field('Description').inputValue()).toBe(
          'AI is analyzing your video content...',
        );
        expect(await page.getByText('(AI processing...)').count()).toBe(2);
        expect((await preview.cueTexts())[0]).toContain(PLACEHOLDER_START);
        await saveScreenshot(page, 'preview-ai-processing');

        letThrough();
        expect(await auth.toast('AI Content Generated')).toContain(
          'Title and description generated from video content. You can edit them before saving.',
        );
        const title = await preview.field('Title').inputValue();
        expect(title).not.toBe('');
        expect(title).not.toBe('Processing...');
        expect(await preview.field('Title').isDisabled()).toBe(false);
        // The track now carries the speech's captions, not the placeholder.
        await expect
          .poll(async () => (await preview.cueTexts())[0] ?? '')
          .not.toContain(PLACEHOLDER_START);
        const boxes = preview.captionBoxes();
        expect(await boxes.count()).toBeGreaterThan(0);
        await saveScreenshot(page, 'preview-ai-done');

        // A correction reaches the player once it is valid; an empty caption is refused.
        const first = boxes.first();
        await first.fill('');
        await page.getByText('Caption 1 has no text').waitFor();
        await first.fill('Welcome to your quarterly review');
        await expect
          .poll(async () => (await preview.cueTexts())[0])
          .toBe('Welcome to your quarterly review');
        expect(await page.getByText('Caption 1 has no text').count()).toBe(0);
        await saveScreenshot(page, 'preview-ai-caption-edited');

        await preview.field('Title').fill('Retirement account check-in');
        await preview.button('Save Video').click();
        await page.getByText('Video Saved Successfully!').waitFor();
        await expect
          .poll(() => storedCaptions('Retirement account check-in'), { timeout: 10_000 })
          .toContain('Welcome to your quarterly review');
      },
      (page) =>
        page.route(PREVIEW_CALL, async (route) => {
          await held;
          await route.continue();
        }),
    );
  });

  it('says a real failure once, and leaves the blanks blank rather than inventing texts', async () => {
    await previewWithSpeech(
      async (preview, auth) => {
        expect(await auth.toast('AI Processing Failed')).toContain(
          'Captions and a title could not be made now. They will be made after upload.',
        );
        expect(await preview.field('Title').inputValue()).toBe('');
        expect(await preview.field('Description').inputValue()).toBe('');
        expect(await preview.page.getByText(/^Left blank: “Video message, /).count()).toBe(1);
        expect((await preview.cueTexts())[0]).toContain(PLACEHOLDER_START);
        expect(await preview.captionBoxes().count()).toBe(0);
        await saveScreenshot(preview.page, 'preview-ai-failed');
      },
      // The connection drops mid-request: the server is never reached.
      (page) => page.route(PREVIEW_CALL, (route) => route.abort('connectionreset')),
    );
  });
});
