/**
 * The first trim of a real 15 s screen recording (Chromium's MediaRecorder, VP9 + Opus WebM,
 * as advisors make them) in the PWA served by the built server: the time from pressing Apply
 * Trim to 'Trim Applied', the progress the advisor saw meanwhile, and how the video was cut
 * (VP9 kept: stream-copied from a keyframe; VP8: re-encoded). Two cuts: a start between two
 * keyframes (the common case) and the end only.
 * Target: a few seconds for a short recording.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { launchOptions } from '../e2e/browser.ts';
import { readDraft, seedDraft } from '../e2e/drafts.ts';
import { probeMedia } from '../e2e/media.ts';
import { PreviewPage } from '../e2e/pages/preview-page.ts';
import { signedInContext } from '../e2e/signed-in.ts';
import { ensureBuilt, startBuiltServer } from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';
import { screenRecording } from './lib/screen-recording.ts';
import { readWebmKeyframes, type WebmKeyframes } from '../pwa/editor/webm-keyframes.ts';
import { formatTrimClock } from '../shared/format/clock.ts';

const SECONDS = 15;
const TARGET_SECONDS = 5;

interface Cut {
  name: string;
  /** Where the handles go, in seconds (they move in tenths with the arrow keys). */
  start: number;
  end: number;
}

/**
 * The cuts measured, placed by the recording's own keyframes (a recording made on a busy
 * machine has them where Chrome managed to put them): a start 0.3 s after a keyframe (the
 * common case with one every 2 s: the cut moves back to it and the video is copied), the end
 * only, and where the recording has a gap between keyframes longer than the reach, a start
 * with none within reach (the video is re-encoded: what every cut between keyframes cost
 * before).
 */
function cutsFor({ keyframes, duration }: WebmKeyframes): Cut[] {
  const whole = Math.floor(duration * 10) / 10;
  const keyframe = keyframes.find((time) => time >= 2) ?? 0;
  const cuts: Cut[] = [
    { name: `start ${formatTrimClock(keyframe + 0.3)} (copy)`, start: keyframe + 0.3, end: whole },
    { name: `end ${formatTrimClock(whole - 3)} (copy)`, start: 0, end: whole - 3 },
  ];
  const gap = keyframes.findIndex((time, i) => (keyframes[i + 1] ?? duration) - time > 3);
  const gapStart = keyframes[gap];
  if (gapStart !== undefined && gapStart + 2.7 < whole - 1) {
    const start = gapStart + 2.7;
    cuts.push({ name: `start ${formatTrimClock(start)} (re-encode)`, start, end: whole });
  }
  return cuts;
}

interface Measured {
  seconds: number;
  /** From the first press of an arrow key on a handle, the range chosen in between. */
  sinceFirstMove: number;
  progressUpdates: number;
  videoCodec: string;
  keptSeconds: number;
  toast: string;
  /** What the trim card said about the cut before it was applied. */
  note: string;
}

/** Applies one cut and measures it; the progress percentages are read as they change. */
async function measureCut(
  page: Page,
  preview: PreviewPage,
  draftId: string,
  cut: Cut,
  duration: number,
) {
  await preview.open(draftId);
  const startSteps = Math.round(cut.start * 10);
  // The end handle starts at the recording's real end, which is rarely on the 0.1 s grid.
  const endSteps = Math.round((duration - cut.end) * 10);
  // ffmpeg starts loading at the first move of a handle, while the advisor is choosing.
  const firstMove = performance.now();
  if (startSteps > 0) await preview.pressOn('Trim start', 'ArrowRight', startSteps);
  if (endSteps > 0) await preview.pressOn('Trim end', 'ArrowLeft', endSteps);
  const note = await page.getByTestId('trim-cut-note').innerText();
  const seen = new Set<string>();
  const started = performance.now();
  await preview.button('Apply Trim').click();
  const done = page.locator('[data-sonner-toast]').filter({ hasText: /Trim (Applied|Failed)/ });
  while ((await done.count()) === 0) {
    const bar = page.getByRole('progressbar', { name: 'Trim progress' });
    const value = await bar.getAttribute('aria-valuenow', { timeout: 100 }).catch(() => null);
    if (value !== null) seen.add(value);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const sinceFirstMove = (performance.now() - firstMove) / 1000;
  const toast = (await done.first().innerText()).replace(/\s+/g, ' ');
  const stored = await readDraft(page, draftId, true);
  if (!stored) throw new Error('the draft is gone after trimming');
  const media = probeMedia(stored.file);
  const result: Measured = {
    seconds: Number(seconds.toFixed(2)),
    sinceFirstMove: Number(sinceFirstMove.toFixed(2)),
    progressUpdates: seen.size,
    videoCodec: media.codecs.find((codec) => codec.startsWith('vp')) ?? 'none',
    keptSeconds: Number(media.decodedSeconds.toFixed(2)),
    toast,
    note,
  };
  return result;
}

export async function run(): Promise<BenchResult> {
  await ensureBuilt();
  const recording = fs.readFileSync(await screenRecording(SECONDS));
  const timeline = await readWebmKeyframes(new Blob([recording]));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-trim-'));
  const server = await startBuiltServer(dataDir);
  const browser = await chromium.launch(launchOptions());
  const figures: Record<string, number | string> = {};
  const notes: string[] = [];
  figures['recording seconds'] = Number(timeline.duration.toFixed(2));
  figures['recording keyframes at (s)'] = timeline.keyframes.map((t) => t.toFixed(1)).join(' ');
  try {
    for (const cut of cutsFor(timeline)) {
      // A new advisor and browser profile for each: every cut is a first trim.
      const context = await signedInContext(browser, server.url, 'desktop');
      try {
        // tsx keeps function names with a __name() helper that exists only in Node; the page
        // functions of e2e/drafts.ts need it in the browser too.
        await context.addInitScript('window.__name = (fn) => fn');
        const page = await context.newPage();
        await page.goto(`${server.url}/dashboard`);
        // The app is installed (ffmpeg's core included) before the advisor records.
        await page.getByText('Ready to work offline').waitFor({ timeout: 120_000 });
        const draftId = await seedDraft(page, recording, {
          durationMs: Math.round(timeline.duration * 1000),
        });
        const preview = new PreviewPage(page, server.url);
        const measured = await measureCut(page, preview, draftId, cut, timeline.duration);
        figures[`${cut.name}: Apply Trim to applied (s)`] = measured.seconds;
        figures[`${cut.name}: first handle move to applied (s)`] = measured.sinceFirstMove;
        figures[`${cut.name}: progress values shown`] = measured.progressUpdates;
        figures[`${cut.name}: video codec after`] = measured.videoCodec;
        figures[`${cut.name}: seconds kept`] = measured.keptSeconds;
        figures[`${cut.name}: target <= ${TARGET_SECONDS} s`] =
          measured.seconds <= TARGET_SECONDS ? 'MET' : 'NOT MET';
        notes.push(`${cut.name}: the card said "${measured.note}"; then "${measured.toast}"`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    name: 'trim',
    figures,
    notes: [
      `a ${SECONDS} s 1440x900 VP9 screen recording from Chromium's MediaRecorder (asked for a keyframe every 2 s)`,
      'vp9 after the trim: the video was stream-copied; vp8: it was re-encoded',
      ...notes,
    ],
  };
}
