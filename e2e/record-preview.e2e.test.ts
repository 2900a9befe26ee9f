import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../server/test/images.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { readDraft, seedDraft, testWebm, type SeedOptions } from './drafts.ts';
import { probeMedia } from './media.ts';
import { AuthPages } from './pages/auth-pages.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { overflowsHorizontally, saveScreenshot, type ViewportName } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

let webm: Buffer;

const app = appAndBrowserPerFile();

beforeAll(() => {
  webm = testWebm(10);
});

async function withDraft(
  run: (preview: PreviewPage, auth: AuthPages, draftId: string) => Promise<void>,
  { viewport = 'desktop', ...seed }: Partial<SeedOptions> & { viewport?: ViewportName } = {},
) {
  const context = await signedInContext(app.browser, app.server.url, viewport);
  try {
    const page = await context.newPage();
    // Any page of the app's origin will do; its database is seeded before the preview opens.
    await page.goto(`${app.server.url}/dashboard`);
    const draftId = await seedDraft(page, webm, { durationMs: 10_000, ...seed });
    const preview = new PreviewPage(page, app.server.url);
    await preview.open(draftId);
    await run(preview, new AuthPages(page, app.server.url), draftId);
  } finally {
    await context.close();
  }
}

/** Waits until the debounced save has written what the test typed. */
async function detailsSaved(page: Page, draftId: string, title: string) {
  await expect
    .poll(async () => (await readDraft(page, draftId))?.details?.title, { timeout: 5_000 })
    .toBe(title);
}

describe('recording preview', () => {
  it('plays the recording with captions and keeps the details, not the password, after a reload', async () => {
    await withDraft(async (preview, _auth, draftId) => {
      const { page } = preview;
      expect(await preview.duration()).toBe('0:10');
      // This server has no AI models: nothing can make captions, so they are off and empty.
      await expect.poll(() => preview.captions()).toMatchObject({ mode: 'hidden', cues: 0 });
      expect(await preview.switch('Show Captions').getAttribute('aria-checked')).toBe('false');
      await saveScreenshot(page, 'record-preview-desktop');

      await preview.field('Client Name (optional)').fill('Jordan Smith');
      await preview.field('Title').fill('Your Q3 portfolio review');
      await preview.field('Description').fill('Where your allocation stands.');
      await preview.switch('Password Protection').click();
      await page.getByText('Video will require a password to view').waitFor();
      await preview.field('Video Password').fill('harbor-42');
      await detailsSaved(page, draftId, 'Your Q3 portfolio review');

      await preview.open(draftId);
      expect(await preview.field('Client Name (optional)').inputValue()).toBe('Jordan Smith');
      expect(await preview.field('Title').inputValue()).toBe('Your Q3 portfolio review');
      expect(await preview.field('Description').inputValue()).toBe('Where your allocation stands.');
      expect(await preview.switch('Password Protection').getAttribute('aria-checked')).toBe('true');
      expect(await preview.field('Video Password').inputValue()).toBe('');
      expect(await preview.switch('Show Captions').getAttribute('aria-checked')).toBe('false');
      await expect.poll(() => preview.captions()).toMatchObject({ mode: 'hidden' });
    });
  });

  it('names a video left untitled, and asks for the password before saving', async () => {
    await withDraft(async (preview, auth, draftId) => {
      // A blank title is not an error: the video is named for its client and date.
      await preview.page.getByText(/^Left blank: “Video message, /).waitFor();
      await preview.field('Title').fill('Market update');
      await preview.switch('Password Protection').click();
      await preview.button('Save Video').click();
      expect(await auth.toast('Password Required')).toContain(
        'Please enter a password or turn off password protection.',
      );
      await preview.field('Video Password').fill('harbor-42');
      await preview.button('Save Video').click();
      await auth.toast('Video Saved');
      await preview.page.getByText('Video Saved Successfully!').waitFor();
      expect((await readDraft(preview.page, draftId))?.details).toMatchObject({
        title: 'Market update',
        passwordProtected: true,
      });
    });
  });

  it('discards the recording only after confirmation', async () => {
    await withDraft(async (preview, _auth, draftId) => {
      const { page } = preview;
      const dialog = page.getByRole('dialog', { name: 'Discard this recording?' });
      await preview.button('Discard').click();
      expect(await dialog.innerText()).toContain('cannot be undone');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await readDraft(page, draftId)).not.toBeNull();

      await preview.button('Discard').click();
      await dialog.getByRole('button', { name: 'Discard' }).click();
      await page.waitForURL(`${app.server.url}/dashboard`);
      await expect.poll(() => readDraft(page, draftId)).toBeNull();
    });
  });

  it('trims the recording to the chosen range', async () => {
    await withDraft(async (preview, auth, draftId) => {
      expect(await preview.button('Apply Trim').isDisabled()).toBe(true);
      await preview.pressOn('Trim start', 'ArrowRight', 20);
      await preview.pressOn('Trim end', 'ArrowLeft', 20);
      const { page } = preview;
      await page.getByText('Length 0:06.0').waitFor();
      // Each press moves a handle by a tenth of a second, and the labels show it.
      await preview.pressOn('Trim start', 'ArrowRight', 1);
      await page.getByText('Start 0:02.1').waitFor();
      await page.getByText('Length 0:05.9').waitFor();
      await preview.pressOn('Trim start', 'ArrowLeft', 1);
      await page.getByText('Length 0:06.0').waitFor();
      await preview.pressOn('Trim end', 'ArrowRight', 1);
      await preview.pressOn('Trim end', 'ArrowLeft', 1);
      // The player shows the frame at the handle being moved.
      expect(await page.evaluate(() => document.querySelector('video')?.currentTime)).toBeCloseTo(
        8,
      );
      await preview.button('Apply Trim').click();
      await page.getByRole('progressbar', { name: 'Trim progress' }).waitFor();
      // Nothing else can change while the file is being cut.
      expect(await preview.button('Save Video').isDisabled()).toBe(true);
      expect(await preview.field('Title').isDisabled()).toBe(true);
      await saveScreenshot(page, 'record-preview-trimming');
      expect(await auth.toast('Trim Applied')).toContain('now 0:06.0 long');
      await expect.poll(() => preview.duration()).toBe('0:06');
      // The cut starts on the keyframe at 2 s (ffmpeg put it 7 ms after), exactly as asked.
      expect((await readDraft(page, draftId))?.durationMs).toBeCloseTo(6000, -2);
      await page.waitForFunction(() => {
        const video = document.querySelector('video');
        return video && Math.abs(video.duration - 6) < 0.2;
      });
    });
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`moves a cut between keyframes back to the one before it, says so, and copies (${viewport})`, async () => {
      await withDraft(
        async (preview, auth, draftId) => {
          const { page } = preview;
          await preview.pressOn('Trim start', 'ArrowRight', 23);
          await page.getByText('Start 0:02.3').waitFor();
          const note =
            'Starts at 0:02.0, the closest clean cut before 0:02.3: trimming takes seconds and keeps full quality.';
          await page.getByText(note).waitFor();
          await saveScreenshot(page, `record-preview-trim-note-${viewport}`);
          await preview.button('Apply Trim').click();
          // Progress the advisor sees, with Cancel, while the file is cut.
          await page.getByRole('progressbar', { name: 'Trim progress' }).waitFor();
          await page.getByText('Trimming your recording...').waitFor();
          await saveScreenshot(page, `record-preview-trimming-${viewport}`);
          expect(await auth.toast('Trim Applied')).toContain('now 0:08.0 long');
          const trimmed = await readDraft(page, draftId, true);
          expect(trimmed?.durationMs).toBeCloseTo(8000, -2);
          // Stream-copied: still the recording's VP9 (a re-encode writes VP8), all 8 s of it.
          const media = probeMedia(trimmed?.file ?? Buffer.alloc(0));
          expect(media.codecs).toEqual(['vp9', 'opus']);
          expect(media.decodedSeconds).toBeCloseTo(8, 0);
          await expect.poll(() => preview.duration()).toBe('0:08');
        },
        { viewport },
      );
    });
  }

  it('shows the profile picture on the video when chosen', async () => {
    await withDraft(async (preview) => {
      const { page } = preview;
      const png = makePng({ size: 96, rgb: [200, 120, 40] });
      const response = await page
        .context()
        .request.patch(`${app.server.url}/api/settings/branding`, {
          headers: { Origin: app.server.url },
          data: {
            logoUrl: null,
            profilePictureUrl: `data:image/png;base64,${png.toString('base64')}`,
            primaryColor: '#2563eb',
            secondaryColor: '#1e40af',
          },
        });
      expect(response.ok()).toBe(true);
      await page.reload();
      const overlay = page.getByRole('img', { name: 'Your profile picture' });
      await overlay.waitFor();
      await preview.switch('Include Profile Picture').click();
      await overlay.waitFor({ state: 'hidden' });
    });
  });

  it('fits a phone screen', async () => {
    await withDraft(
      async (preview) => {
        expect(await overflowsHorizontally(preview.page)).toBe(false);
        await saveScreenshot(preview.page, 'record-preview-phone');
      },
      { viewport: 'phone' },
    );
  });

  it('sends the advisor to /record when there is nothing to preview', async () => {
    const context = await signedInContext(app.browser, app.server.url, 'desktop');
    try {
      const page = await context.newPage();
      await page.goto(`${app.server.url}/record/preview`);
      await page.waitForURL(`${app.server.url}/record`);
      await page.goto(`${app.server.url}/record/preview?draft=${crypto.randomUUID()}`);
      await page.waitForURL(`${app.server.url}/record`);
    } finally {
      await context.close();
    }
  });
});
