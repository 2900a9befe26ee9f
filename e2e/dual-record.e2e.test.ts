import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { VideoResponse } from '../shared/api/videos.ts';
import { SCRIPT_TEMPLATES } from '../shared/constants/script-templates.ts';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { axeViolations } from './axe.ts';
import { fakeMediaArgs } from './browser.ts';
import { frameGrid, middleColour, probeMedia, solidColourY4m, type FrameGrid } from './media.ts';
import { seedDraft, testWebm } from './drafts.ts';
import { PreviewPage } from './pages/preview-page.ts';
import { RecorderPage } from './pages/recorder-page.ts';
import { saveScreenshot, saveScreenshotFromTop } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

// The screen is Chromium's green test pattern and the camera solid magenta: a frame tells
// which of the two it shows.
const app = appAndBrowserPerFile({
  chromiumArgs: () => [
    ...fakeMediaArgs(),
    `--use-file-for-fake-video-capture=${solidColourY4m('magenta')}`,
  ],
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function asAdvisor(
  viewport: 'desktop' | 'phone',
  run: (recorder: RecorderPage, context: BrowserContext) => Promise<void>,
) {
  const context = await signedInContext(app.browser, app.server.url, viewport);
  try {
    const page = await context.newPage();
    // Leaving mid-recording asks first; the tests mean to leave.
    page.on('dialog', (dialog) => void dialog.accept());
    const recorder = new RecorderPage(page, app.server.url);
    await recorder.open();
    await run(recorder, context);
  } finally {
    await context.close();
  }
}

async function videoOnServer(page: Page, videoId: string) {
  const response = await page.request.get(`${app.server.url}/api/videos/${videoId}`);
  return ((await response.json()) as VideoResponse).video;
}

const isMagenta = ([red, green, blue]: [number, number, number]) =>
  red > 180 && green < 80 && blue > 180;

/**
 * Every cell of the frame is magenta exactly where `camera` says (a cell centre given as
 * fractions of the frame), cells within one cell of the camera's edge aside.
 */
function magentaOnlyWhere(
  grid: FrameGrid,
  camera: (x: number, y: number) => 'in' | 'out' | 'edge',
): string[] {
  const wrong: string[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.cols; col++) {
      const where = camera((col + 0.5) / grid.cols, (row + 0.5) / grid.rows);
      if (where === 'edge') continue;
      if (isMagenta(grid.cell(col, row)) !== (where === 'in')) wrong.push(`${col},${row}:${where}`);
    }
  }
  return wrong;
}

async function composedVideo(page: Page, videoId: string): Promise<Buffer> {
  const response = await page.request.get(`${app.server.url}/api/videos/${videoId}/media`);
  expect(response.ok()).toBe(true);
  return response.body();
}

async function versionCount(page: Page, videoId: string): Promise<number> {
  const response = await page.request.get(`${app.server.url}/api/videos/${videoId}/versions`);
  return ((await response.json()) as { versions: unknown[] }).versions.length;
}

/** The advisor's bubble: on the page, or in the floating window the page opened. */
async function bubbleShown(page: Page, context: BrowserContext): Promise<boolean> {
  const inPage = await page.getByTestId('camera-bubble').isVisible();
  return inPage || context.pages().length > 1;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The stage's two players: the screen's (it leads, with the sound) and the camera's. */
function stageTimes(page: Page) {
  return page.evaluate(() => {
    const [screen, camera] = Array.from(
      document.querySelectorAll<HTMLVideoElement>('[data-testid="layout-stage"] video'),
    );
    return {
      screen: { time: screen?.currentTime ?? -1, paused: screen?.paused ?? true },
      camera: { time: camera?.currentTime ?? -1, paused: camera?.paused ?? true },
      players: document.querySelectorAll('video').length,
      withOwnControls: document.querySelectorAll('video[controls]').length,
    };
  });
}

/**
 * The preview shows the recording once: the layout view's two players and no other, its Play,
 * Pause and Seek moving both, the camera `lag` seconds behind the screen in its own file.
 */
async function expectOnePlayerDrivingBoth(page: Page, lag: number) {
  const card = page.getByRole('region', { name: 'Your Recording' });
  expect(await card.getByTestId('layout-stage').count()).toBe(1);
  expect(await stageTimes(page)).toMatchObject({ players: 2, withOwnControls: 0 });
  await card.getByRole('slider', { name: 'Seek' }).fill('1');
  await expect.poll(async () => (await stageTimes(page)).screen.time).toBeCloseTo(1, 1);
  await expect.poll(async () => (await stageTimes(page)).camera.time).toBeCloseTo(1 - lag, 0);
  await card.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(async () => {
      const { screen, camera } = await stageTimes(page);
      return !screen.paused && !camera.paused && screen.time > 1.3;
    })
    .toBe(true);
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect
    .poll(async () => {
      const { screen, camera } = await stageTimes(page);
      return screen.paused && camera.paused;
    })
    .toBe(true);
  const { screen, camera } = await stageTimes(page);
  // Followed within the player's drift allowance (0.15 s) and a frame or two.
  expect(Math.abs(screen.time - lag - camera.time)).toBeLessThan(0.25);
}

/**
 * Chromium's fake picker shares a whole screen (displaySurface 'monitor'), which would record
 * the bubble floating on it: the bubble starts hidden, saying why, until shown anyway.
 */
const wholeScreenNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Your camera bubble is hidden' });

async function showBubbleAnyway(page: Page, context: BrowserContext) {
  await wholeScreenNote(page).waitFor();
  await page.getByRole('button', { name: 'Show it anyway' }).click();
  await expect.poll(() => bubbleShown(page, context)).toBe(true);
}

describe('recording the screen and the camera together', () => {
  it('records both, shows the bubble, picks a layout and uploads both files', async () => {
    await asAdvisor('desktop', async (recorder, context) => {
      const { page } = recorder;
      const dialog = recorder.setupDialog();
      await dialog.waitFor();
      // A computer with a camera starts on screen and camera, with the camera seen live.
      await expect
        .poll(() => dialog.getByRole('radio', { name: 'Screen + camera' }).isChecked())
        .toBe(true);
      await dialog
        .getByRole('img', { name: 'Camera preview' })
        .or(dialog.getByLabel('Camera preview'))
        .waitFor();
      expect(await dialog.getByRole('switch', { name: 'Include Profile Picture' }).count()).toBe(0);
      await saveScreenshot(page, 'dual-setup-1440');

      await recorder.startRecording(undefined, 'Screen + camera');
      await wholeScreenNote(page).waitFor();
      expect(await wholeScreenNote(page).innerText()).toBe(
        'Your camera bubble is hidden while you share your entire screen: it would be recorded, and the video would show your face twice.',
      );
      expect(await bubbleShown(page, context)).toBe(false);
      await saveScreenshot(page, 'dual-whole-screen-1440');
      expect(await axeViolations(page)).toEqual([]);
      await showBubbleAnyway(page, context);
      expect(await wholeScreenNote(page).count()).toBe(0);
      await recorder.recordAtLeast(2);
      await recorder.press('Pause');
      await wait(1_500);
      await recorder.press('Resume');
      await recorder.recordAtLeast(5);
      // Floating over other apps where the page may open that window: hiding it ends it, and
      // showing it again puts the bubble on the page (a new window needs a click of its own).
      if (context.pages().length > 1) {
        await page.getByRole('button', { name: 'Hide my camera' }).click();
        await page.getByRole('button', { name: 'Show my camera' }).click();
      }
      await page.getByTestId('camera-bubble').waitFor();
      await saveScreenshot(page, 'dual-recording-1440');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Hide', exact: true }).click();
      await page.getByRole('button', { name: 'Show my camera' }).waitFor();

      const draftId = await recorder.stopAndOpenPreview();
      const draft = await recorder.storedDraft(draftId);
      expect(draft.settings).toMatchObject({
        source: 'screen_and_camera',
        includeProfilePicture: false,
      });
      expect(draft.camera?.lost).toBe(false);
      // Measured from the recorders' start events (its accuracy: dual-record-sync.e2e.test.ts).
      expect(draft.camera?.offsetMs).toEqual(expect.any(Number));
      const screen = probeMedia(draft.file);
      const camera = probeMedia(draft.cameraFile);
      expect(screen.codecs).toEqual(expect.arrayContaining(['vp9', 'opus']));
      // The camera's file is video only: the sound is in the screen's.
      expect(camera.codecs).toEqual(['vp9']);
      expect(Math.abs(camera.decodedSeconds - screen.decodedSeconds)).toBeLessThan(1);
      expect(isMagenta(middleColour(draft.cameraFile))).toBe(true);
      expect(isMagenta(middleColour(draft.file))).toBe(false);

      // The preview: the layout picker and a live view of it.
      const stage = page.getByTestId('layout-stage');
      await stage.waitFor();
      expect(await stage.getAttribute('data-layout')).toBe('bubble');
      expect(await page.getByRole('switch', { name: 'Include Profile Picture' }).count()).toBe(0);
      await page.getByRole('radio', { name: 'Top left' }).check({ force: true });
      await page.getByRole('radio', { name: 'Large' }).check({ force: true });
      const bubble = await page.getByTestId('layout-camera').boundingBox();
      const frame = await stage.boundingBox();
      expect(bubble && frame).toBeTruthy();
      if (bubble && frame) {
        // A large bubble: 38% of the frame's height, 3% in from the top left corner.
        expect(bubble.height / frame.height).toBeCloseTo(0.38, 2);
        expect((bubble.x - frame.x) / frame.height).toBeCloseTo(0.03, 2);
        expect((bubble.y - frame.y) / frame.height).toBeCloseTo(0.03, 2);
      }
      await page.getByRole('radio', { name: 'Side by side' }).check({ force: true });
      expect(await stage.getAttribute('data-layout')).toBe('side_by_side');
      await page.getByRole('radio', { name: 'Bubble' }).check({ force: true });
      await saveScreenshotFromTop(page, 'dual-preview-1440');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Title', { exact: true }).fill('Your plan, face to face');
      await page.getByRole('button', { name: 'Save Video', exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Uploaded' })
        .first()
        .waitFor({ timeout: 60_000 });
      const listed = await page.request.get(`${app.server.url}/api/videos`);
      const [video] = ((await listed.json()) as { videos: VideoResponse['video'][] }).videos;
      expect(video).toBeDefined();
      const stored = await videoOnServer(page, video?.id ?? '');
      expect(stored.sources).toEqual(['screen', 'camera']);
      expect(stored.layout).toEqual({ kind: 'bubble', corner: 'top_left', size: 'large' });
      // Both files, whole: the upload counts the screen's and the camera's bytes together
      // (each with the few bytes of its duration, written into its header on the way out).
      const recorded = draft.file.length + draft.cameraFile.length;
      expect(stored.upload.size).toBeGreaterThanOrEqual(recorded);
      expect(stored.upload.size).toBeLessThan(recorded + 64);
      expect(stored.upload.received).toBe(stored.upload.size);

      // The server composes the MP4 in that layout: magenta in the large top-left bubble only.
      const videoId = stored.id;
      await expect
        .poll(async () => (await videoOnServer(page, videoId)).status, { timeout: 120_000 })
        .toBe('ready');
      const bubbleFrame = frameGrid(await composedVideo(page, videoId), 2);
      const aspect = bubbleFrame.width / bubbleFrame.height;
      const radius = 0.38 / 2;
      const centre = { x: (0.03 + radius) / aspect, y: 0.03 + radius };
      const cellHeight = 1 / bubbleFrame.rows;
      expect(
        magentaOnlyWhere(bubbleFrame, (x, y) => {
          const distance = Math.hypot((x - centre.x) * aspect, y - centre.y);
          if (Math.abs(distance - radius) < 1.5 * cellHeight) return 'edge';
          return distance < radius ? 'in' : 'out';
        }),
      ).toEqual([]);

      // The video page: the layout now, and another one made as a new version.
      await page.goto(`${app.server.url}/videos/${videoId}`);
      const layoutCard = page.getByRole('region', { name: 'Layout' });
      await layoutCard.getByText('Bubble, large, top left').waitFor();
      await page.getByRole('switch', { name: 'Show Captions' }).waitFor();
      // The camera shows the advisor: no still picture is offered over it.
      expect(await page.getByRole('switch', { name: 'Include Profile Picture' }).count()).toBe(0);
      await saveScreenshotFromTop(page, 'dual-video-page-1440');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshotFromTop(page, 'dual-video-page-390');
      await page.setViewportSize({ width: 1440, height: 900 });
      const versions = await versionCount(page, videoId);
      await layoutCard.getByRole('radio', { name: 'Camera only' }).check({ force: true });
      await layoutCard.getByRole('button', { name: 'Apply Layout' }).click();
      await layoutCard.getByText('Now: Camera only').waitFor();
      await expect
        .poll(() => versionCount(page, videoId), { timeout: 120_000 })
        .toBeGreaterThan(versions);
      await expect
        .poll(async () => (await videoOnServer(page, videoId)).status, { timeout: 120_000 })
        .toBe('ready');
      // Camera only fills the frame.
      expect(
        magentaOnlyWhere(frameGrid(await composedVideo(page, videoId), 2), () => 'in'),
      ).toEqual([]);

      // Screen only shows no camera at all.
      const before = await versionCount(page, videoId);
      const put = await page.request.put(`${app.server.url}/api/videos/${videoId}/layout`, {
        headers: { Origin: app.server.url },
        data: { layout: { kind: 'screen_only' } },
      });
      expect(put.ok()).toBe(true);
      await expect
        .poll(() => versionCount(page, videoId), { timeout: 120_000 })
        .toBeGreaterThan(before);
      await expect
        .poll(async () => (await videoOnServer(page, videoId)).status, { timeout: 120_000 })
        .toBe('ready');
      expect(
        magentaOnlyWhere(frameGrid(await composedVideo(page, videoId), 2), () => 'out'),
      ).toEqual([]);
    });
  }, 480_000);

  it('keeps both files of a recording interrupted by a reload', async () => {
    await asAdvisor('desktop', async (recorder) => {
      const { page } = recorder;
      await recorder.startRecording(undefined, 'Screen + camera');
      await recorder.recordAtLeast(4);
      await page.reload({ waitUntil: 'networkidle' });
      const unfinished = page.getByRole('listitem').filter({ hasText: 'Interrupted' });
      await unfinished.getByRole('button', { name: 'Recover' }).click();
      await page.waitForURL(/\/record\/preview\?draft=/);
      const draftId = new URL(page.url()).searchParams.get('draft') ?? '';
      const draft = await recorder.storedDraft(draftId);
      expect(draft.status).toBe('recorded');
      expect(probeMedia(draft.file).decodedSeconds).toBeGreaterThan(2.5);
      expect(probeMedia(draft.cameraFile).decodedSeconds).toBeGreaterThan(2.5);
      expect(draft.camera?.offsetMs).not.toBeNull();
      await page.getByTestId('layout-stage').waitFor();
    });
  });

  it('records on when the camera goes away, keeps what it recorded and says so', async () => {
    await asAdvisor('desktop', async (recorder, context) => {
      const { page } = recorder;
      await recorder.startRecording(undefined, 'Screen + camera');
      await showBubbleAnyway(page, context);
      await recorder.recordAtLeast(2);
      // What the browser does when a camera is unplugged or its permission revoked: the track
      // ends. A test cannot unplug Chromium's fake camera, so it fires the same event.
      await page.evaluate(() => {
        // The bubble is in the floating window when the page could open one.
        const floating = (
          window as Window & { documentPictureInPicture?: { window: Window | null } }
        ).documentPictureInPicture?.window;
        const video = (floating?.document ?? document).querySelector<HTMLVideoElement>(
          '[data-testid="camera-bubble"]',
        );
        const track = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0];
        if (!track) throw new Error('no camera bubble on the page');
        track.dispatchEvent(new Event('ended'));
      });
      await page.getByRole('status').filter({ hasText: 'Your camera stopped' }).waitFor();
      await saveScreenshot(page, 'dual-camera-lost-1440');
      expect(await axeViolations(page)).toEqual([]);
      await recorder.recordAtLeast(5);
      const draftId = await recorder.stopAndOpenPreview();
      const draft = await recorder.storedDraft(draftId);
      expect(draft.camera?.lost).toBe(true);
      const screen = probeMedia(draft.file).decodedSeconds;
      const camera = probeMedia(draft.cameraFile).decodedSeconds;
      expect(screen).toBeGreaterThan(4);
      expect(camera).toBeGreaterThan(1);
      expect(camera).toBeLessThan(screen - 1.5);
    });
  });

  it('trims the camera to the same moments as the screen', async () => {
    await asAdvisor('desktop', async (recorder) => {
      const { page } = recorder;
      // The camera started 0.5 s after the screen; both have a keyframe every 2 s.
      const camera = { file: testWebm(10, { colour: 'magenta' }), offsetMs: 500 };
      const draftId = await seedDraft(page, testWebm(10), { durationMs: 10_000, camera });
      const preview = new PreviewPage(page, app.server.url);
      await preview.open(draftId);
      await page.getByTestId('layout-stage').waitFor();
      // One view of the recording: the layout, played by its own controls, both files together.
      await expectOnePlayerDrivingBoth(page, 0.5);
      // From 4.0 s (a keyframe of the screen's) to 8.0 s.
      await preview.pressOn('Trim start', 'ArrowRight', 40);
      await preview.pressOn('Trim end', 'ArrowLeft', 20);
      await preview.button('Apply Trim').click();
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Trim Applied' })
        .waitFor({ timeout: 120_000 });
      const draft = await recorder.storedDraft(draftId);
      const screen = probeMedia(draft.file).decodedSeconds;
      const cameraSeconds = probeMedia(draft.cameraFile).decodedSeconds;
      expect(screen).toBeCloseTo(4, 0);
      // The camera's 3.5 s to 7.5 s; its cut moves back to its keyframe at 2 s, and the offset
      // moves with it, so its frames still meet the screen's at the same moments.
      expect(cameraSeconds).toBeGreaterThan(3.9);
      expect(draft.camera?.offsetMs).toBe(500 + (2 - 4) * 1000);
      expect(isMagenta(middleColour(draft.cameraFile))).toBe(true);
      // The trimmed files play in the same one view; the camera now started before the screen.
      await expectOnePlayerDrivingBoth(page, -1.5);
    });
  }, 180_000);

  it('keeps the bubble on the page beside a script, clear of its words', async () => {
    const [script] = SCRIPT_TEMPLATES;
    for (const viewport of ['desktop', 'phone'] as const) {
      await asAdvisor(viewport, async (recorder, context) => {
        const { page } = recorder;
        await page.goto(`${app.server.url}/record?script=${script?.id}`, {
          waitUntil: 'networkidle',
        });
        await recorder.startRecording(undefined, 'Screen + camera');
        const bubble = page.getByTestId('camera-bubble');
        await bubble.waitFor();
        // The one floating window a page may have stays the teleprompter's.
        expect(context.pages()).toHaveLength(1);
        // With a script the picker is asked for a window, which the bubble is not in.
        expect(await wholeScreenNote(page).count()).toBe(0);
        const text = page.getByRole('region', { name: 'Script text' });
        await text.waitFor();
        const hide = page.getByRole('button', { name: 'Hide', exact: true });
        // Clear of the words wherever the page is scrolled, at the top, middle and bottom.
        for (const at of [0, 0.5, 1]) {
          await page.evaluate((fraction) => {
            const room = document.documentElement.scrollHeight - window.innerHeight;
            window.scrollTo(0, room * fraction);
          }, at);
          const words = await text.boundingBox();
          for (const control of [bubble, hide]) {
            const box = await control.boundingBox();
            expect(words && box && overlaps(words, box), `${viewport} at ${at}`).toBe(false);
          }
        }
        const width = viewport === 'phone' ? 390 : 1440;
        await saveScreenshotFromTop(page, `dual-script-${width}`);
        expect(await axeViolations(page)).toEqual([]);
        // Both usable: the script scrolls, and the bubble hides and comes back.
        await text.focus();
        await page.keyboard.press('PageDown');
        await expect.poll(() => text.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
        await hide.click();
        await page.getByRole('button', { name: 'Show my camera' }).click();
        await bubble.waitFor();
      });
    }
  });

  it('lays the setup and the recording out on a phone-sized window', async () => {
    await asAdvisor('phone', async (recorder) => {
      const { page } = recorder;
      await recorder.setupDialog().waitFor();
      await saveScreenshot(page, 'dual-setup-390');
      await recorder.startRecording(undefined, 'Screen + camera');
      await wholeScreenNote(page).waitFor();
      await recorder.recordAtLeast(1);
      await saveScreenshot(page, 'dual-whole-screen-390');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Show it anyway' }).click();
      await page.getByTestId('camera-bubble').or(page.getByText('Hide my camera')).waitFor();
      await saveScreenshot(page, 'dual-recording-390');
      await recorder.recordAtLeast(2);
      await recorder.stopAndOpenPreview();
      await page.getByTestId('layout-stage').waitFor();
      await saveScreenshotFromTop(page, 'dual-preview-390');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
