import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { fakeMediaArgs } from './browser.ts';
import { middleColour, probeMedia, solidColourY4m, speechWav, videoKeyframes } from './media.ts';
import { AuthPages } from './pages/auth-pages.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { RecorderPage } from './pages/recorder-page.ts';
import { saveScreenshot } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

// The screen is Chromium's test pattern, the camera solid magenta and the microphone plays the
// speech.
const app = appAndBrowserPerFile({
  chromiumArgs: () => [
    ...fakeMediaArgs(
      speechWav(
        'Hello Jordan. This is your quarterly portfolio review. Your allocation is on track.',
      ),
    ),
    `--use-file-for-fake-video-capture=${solidColourY4m('magenta')}`,
  ],
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function asAdvisor(
  run: (recorder: RecorderPage, auth: AuthPages, context: BrowserContext) => Promise<void>,
  initScript?: () => void,
) {
  const context = await signedInContext(app.browser, app.server.url, 'desktop');
  if (initScript) await context.addInitScript(initScript);
  try {
    const page = await context.newPage();
    // Leaving mid-recording asks first; the tests mean to leave.
    page.on('dialog', (dialog) => void dialog.accept());
    const recorder = new RecorderPage(page, app.server.url);
    await recorder.open();
    await run(recorder, new AuthPages(page, app.server.url), context);
  } finally {
    await context.close();
  }
}

describe('recorder', () => {
  it('records with a pause, counts only recorded time, and lands on the preview', async () => {
    await asAdvisor(async (recorder, auth) => {
      const { page } = recorder;
      await recorder.setupDialog().waitFor();
      await saveScreenshot(page, 'record-setup');
      await recorder.start();
      const countdown = page.getByRole('alertdialog');
      await countdown.getByText('3', { exact: true }).waitFor();
      await saveScreenshot(page, 'record-countdown');
      await recorder.controls().getByText('Recording', { exact: true }).waitFor();

      await wait(4_000);
      await recorder.press('Pause');
      await recorder.controls().getByText('Paused', { exact: true }).waitFor();
      const pausedAt = await recorder.timer();
      await wait(3_000);
      expect(await recorder.timer()).toBe(pausedAt);
      await saveScreenshot(page, 'record-paused');
      await recorder.press('Resume');
      await wait(5_000);
      expect(await recorder.timer()).toMatch(/^0:(0[89]|1\d)$/);
      await saveScreenshot(page, 'record-recording');

      const draftId = await recorder.stopAndOpenPreview();
      const draft = await recorder.storedDraft(draftId);
      expect(draft.status).toBe('recorded');
      // About 9 s recorded; the 3 s pause and the countdown are not in it.
      expect(draft.durationMs).toBeGreaterThan(8_000);
      expect(draft.durationMs).toBeLessThan(11_000);

      const media = probeMedia(draft.file);
      expect(media.codecs).toEqual(expect.arrayContaining(['vp9', 'opus']));
      expect(Math.abs(media.decodedSeconds - draft.durationMs / 1000)).toBeLessThan(1.2);
      // The espeak speech reached the recording through the microphone.
      expect(media.maxVolumeDb).toBeGreaterThan(-30);

      // The player knows the length, though MediaRecorder's file does not say it.
      const playerSeconds = await page
        .locator('video')
        .first()
        .evaluate(
          (video: HTMLVideoElement) =>
            new Promise<number>((resolve) => {
              if (Number.isFinite(video.duration) && video.duration > 0) resolve(video.duration);
              else video.addEventListener('loadedmetadata', () => resolve(video.duration));
            }),
        );
      expect(Math.abs(playerSeconds - draft.durationMs / 1000)).toBeLessThan(0.6);

      // Trim 2 s off each end of the real recording, then fill in the form. The cut starts on
      // the recording's keyframe nearest 2 s from below (Chrome writes one every 2 s, when not
      // starved of CPU), and the video is stream-copied: still VP9.
      const preview = new PreviewPage(page, app.server.url);
      await preview.pressOn('Trim start', 'ArrowRight', 20);
      await preview.pressOn('Trim end', 'ArrowLeft', 20);
      await preview.button('Apply Trim').click();
      await auth.toast('Trim Applied');
      const trimmed = await recorder.storedDraft(draftId);
      const keyframes = videoKeyframes(draft.file);
      const cutAt =
        keyframes.find((time) => Math.abs(time - 2) < 0.05) ??
        keyframes.findLast((time) => time <= 2) ??
        0;
      const expected = draft.durationMs / 1000 - 2 - cutAt;
      expect(Math.abs(trimmed.durationMs / 1000 - expected)).toBeLessThan(0.15);
      const cutMedia = probeMedia(trimmed.file);
      expect(Math.abs(cutMedia.decodedSeconds - expected)).toBeLessThan(0.15);
      expect(cutMedia.codecs).toEqual(expect.arrayContaining(['vp9', 'opus']));
      await preview.field('Client Name (optional)').fill('Jordan Smith');
      await preview.field('Title').fill('Quarterly portfolio review');
      await preview.field('Description').fill('Where your allocation stands this quarter.');
      await saveScreenshot(page, 'record-preview-recorded');
    });
  });

  it('records the camera alone on a computer, seen live while setting up', async () => {
    await asAdvisor(async (recorder) => {
      const { page } = recorder;
      const dialog = recorder.setupDialog();
      await dialog.getByText('Camera only').click();
      expect(await dialog.getByRole('radio', { name: /Camera only/ }).isChecked()).toBe(true);
      // The advisor sees themselves before recording: the preview plays the camera.
      const preview = dialog.getByLabel('Camera preview');
      await expect
        .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth))
        .toBe(640);
      expect(await dialog.getByLabel('Camera').locator('option').count()).toBeGreaterThan(1);
      await saveScreenshot(page, 'record-camera-choice');
      await dialog.getByRole('button', { name: 'Start Camera Recording' }).click();
      await recorder.controls().getByText('Recording', { exact: true }).waitFor();
      await recorder.recordAtLeast(2);
      const draftId = await recorder.stopAndOpenPreview();
      const draft = await recorder.storedDraft(draftId);
      expect(draft.settings).toMatchObject({ source: 'camera', camera: 'default' });
      // The camera, not the screen's test pattern: magenta throughout.
      const [red, green, blue] = middleColour(draft.file);
      expect(red).toBeGreaterThan(200);
      expect(green).toBeLessThan(60);
      expect(blue).toBeGreaterThan(200);
    });
  });

  it('keeps a recording interrupted by a reload as a draft to recover', async () => {
    await asAdvisor(async (recorder) => {
      const { page } = recorder;
      await recorder.startRecording();
      await wait(4_000);
      await page.reload({ waitUntil: 'networkidle' });

      const unfinished = page.getByRole('listitem').filter({ hasText: 'Interrupted' });
      await unfinished.waitFor();
      // With a recording to recover, setup waits to be asked for.
      expect(await recorder.setupDialog().isVisible()).toBe(false);
      await saveScreenshot(page, 'record-unfinished-drafts');
      await unfinished.getByRole('button', { name: 'Recover' }).click();
      await page.waitForURL(/\/record\/preview\?draft=/);

      const draftId = new URL(page.url()).searchParams.get('draft') ?? '';
      const draft = await recorder.storedDraft(draftId);
      expect(draft.status).toBe('recorded');
      // At most the last second is lost.
      expect(draft.durationMs).toBeGreaterThanOrEqual(2_500);
      expect(probeMedia(draft.file).decodedSeconds).toBeGreaterThan(2.5);
    });
  });

  it('discards an unfinished recording after asking', async () => {
    await asAdvisor(async (recorder) => {
      const { page } = recorder;
      await recorder.startRecording();
      await wait(2_000);
      await page.reload({ waitUntil: 'networkidle' });
      const unfinished = page.getByRole('listitem').filter({ hasText: 'Interrupted' });
      await unfinished.getByRole('button', { name: 'Discard' }).click();
      const confirm = page.getByRole('dialog', { name: 'Discard this recording?' });
      await confirm.getByText('This action cannot be undone.').waitFor();
      await confirm.getByRole('button', { name: 'Discard' }).click();
      await unfinished.waitFor({ state: 'detached' });
      await recorder.setupDialog().waitFor();
    });
  });

  it('records without sound when the microphone is refused', async () => {
    await asAdvisor(
      async (recorder, auth) => {
        await recorder.start();
        expect(await auth.toast('Microphone Access Failed')).toContain(
          'Recording will continue without audio.',
        );
        await recorder.controls().getByText('Recording', { exact: true }).waitFor();
        await wait(2_500);
        const draft = await recorder.storedDraft(await recorder.stopAndOpenPreview());
        expect(draft.durationMs).toBeGreaterThan(1_500);
      },
      // Stand-in for the browser's permission prompt, which headless Chromium cannot show:
      // the advisor answers Block.
      () => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      },
    );
  });

  it('returns to setup when no screen is chosen', async () => {
    await asAdvisor(
      async (recorder, auth) => {
        await recorder.start();
        expect(await auth.toast('Recording Failed')).toContain(
          'Could not start recording. Please check permissions and try again.',
        );
        await recorder.setupDialog().waitFor();
      },
      // Stand-in for the screen picker, which headless Chromium cannot show: the advisor
      // presses Cancel.
      () => {
        navigator.mediaDevices.getDisplayMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      },
    );
  });

  it('says a recording stopped at once is too short and keeps nothing', async () => {
    await asAdvisor(async (recorder, auth) => {
      await recorder.startAndStopAtOnce();
      expect(await auth.toast('Recording Too Short')).toContain('Nothing was recorded.');
      await recorder.setupDialog().waitFor();
      expect(await recorder.page.getByText('Unfinished recordings').count()).toBe(0);
    });
  });

  it('stops when storage runs out and keeps what was already saved', async () => {
    await asAdvisor(async (recorder, auth, context) => {
      await recorder.startRecording();
      await wait(3_500);
      // Chromium's own quota override: the disk is now full for this site.
      const cdp = await context.newCDPSession(recorder.page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: app.server.url, quotaSize: 1 });
      expect(await auth.toast('Storage Error')).toContain(
        'Video too large for browser storage. Please record shorter videos or try again.',
      );
      await recorder.page.waitForURL(/\/record\/preview\?draft=/, { timeout: 15_000 });
      const draftId = new URL(recorder.page.url()).searchParams.get('draft') ?? '';
      // Even the small write marking it finished is refused; the chunks are whole regardless.
      await recorder.page.getByRole('heading', { name: 'Preview Your Recording' }).waitFor();
      const draft = await recorder.storedDraft(draftId);
      expect(probeMedia(draft.file).decodedSeconds).toBeGreaterThan(2);
    });
  });
});
