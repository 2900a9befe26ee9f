import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAndBrowserPerFile } from './app-and-browser.ts';
import { fakeMediaArgs } from './browser.ts';
import { burnCpu } from './cpu-burner.ts';
import { RecorderPage } from './pages/recorder-page.ts';
import { saveScreenshot } from './screenshots.ts';
import { signedInContext } from './signed-in.ts';

/** Recordings made one after another on the busy machine in one run of this spec. */
const RECORDINGS = 2;

let stopBurning: (() => Promise<void>) | undefined;

// Chromium's test pattern as the screen and a tone as the microphone, as an advisor's would.
const app = appAndBrowserPerFile({ chromiumArgs: fakeMediaArgs() });

beforeAll(() => {
  stopBurning = burnCpu();
});
afterAll(async () => {
  await stopBurning?.();
});

/** The sizes of the draft's stored chunks, in order, as MediaRecorder handed them over. */
function storedChunkSizes(page: Page, draftId: string): Promise<number[]> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('briefcast');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('cannot open briefcast'));
    });
    const rows = await new Promise<{ seq: number; data: Blob }[]>((resolve, reject) => {
      const request = db
        .transaction('chunks')
        .objectStore('chunks')
        .index('draftId')
        .getAll(IDBKeyRange.only(id));
      request.onsuccess = () => resolve(request.result as { seq: number; data: Blob }[]);
      request.onerror = () => reject(request.error ?? new Error('cannot read chunks'));
    });
    db.close();
    return rows.sort((a, b) => a.seq - b.seq).map((row) => row.data.size);
  }, draftId);
}

/** How long the preview's player says the recording is, once it has read the file. */
function playerSeconds(page: Page): Promise<number> {
  return page
    .locator('video')
    .first()
    .evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          const done = () =>
            Number.isFinite(video.duration) && video.duration > 0
              ? resolve(video.duration)
              : reject(new Error(`the player reads a duration of ${video.duration}`));
          if (video.readyState >= HTMLMediaElement.HAVE_METADATA) done();
          else {
            video.addEventListener('loadedmetadata', done, { once: true });
            video.addEventListener('error', () => reject(new Error('the player cannot read it')), {
              once: true,
            });
          }
        }),
    );
}

describe('recording on a busy machine', () => {
  it(
    `opens the preview after Stop, ${RECORDINGS} recordings in a row`,
    { timeout: RECORDINGS * 60_000 },
    async () => {
      const firstChunks: number[] = [];
      for (let take = 1; take <= RECORDINGS; take++) {
        // A new advisor each time: the drafts left by earlier takes would ask to be recovered.
        const context = await signedInContext(app.browser, app.server.url, 'desktop');
        const page = await context.newPage();
        try {
          const recorder = new RecorderPage(page, app.server.url);
          await recorder.open();
          await recorder.start();
          // The countdown and the capture's start take longer than usual on a busy machine.
          await recorder.controls().getByText('Recording', { exact: true }).waitFor({
            timeout: 30_000,
          });
          // Long enough for a late encoder (seconds late on a busy machine) to have written frames.
          await recorder.recordAtLeast(5);
          const draftId = await recorder.stopAndOpenPreview();
          firstChunks.push((await storedChunkSizes(page, draftId))[0] ?? 0);

          // An unreadable file sends the advisor back to /record with 'Recording Unavailable';
          // a readable one plays, and holds at least the time the recorder counted.
          const seconds = await playerSeconds(page);
          const draft = await recorder.storedDraft(draftId);
          expect(seconds).toBeGreaterThan(draft.durationMs / 1000 - 0.6);
          expect(page.url()).toContain(`/record/preview?draft=${draftId}`);
          const toasts = await page.locator('[data-sonner-toast]').allInnerTexts();
          expect(toasts.join(' | ')).not.toContain('Recording Unavailable');
          if (take === RECORDINGS) await saveScreenshot(page, 'record-preview-under-load');
        } catch (error) {
          await saveScreenshot(page, 'record-under-load-failed');
          throw error;
        } finally {
          await context.close();
        }
      }
      // In the test output: how MediaRecorder began each file on this machine.
      console.info(`first stored chunk of each recording (bytes): ${firstChunks.join(', ')}`);
    },
  );
});
