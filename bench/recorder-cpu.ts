/**
 * What recording the camera beside the screen costs the advisor's browser: Chromium's renderer
 * CPU (where MediaRecorder encodes) while the real recorder records the screen alone, then the
 * screen and the camera, in the same run. Rounds are paired and their order rotates, so a
 * machine that speeds up or slows down during the run cancels out of each round's ratio.
 * Devices are Chromium's fakes: the screen its test pattern, the camera a solid colour.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { fakeMediaArgs, launchOptions } from '../e2e/browser.ts';
import { solidColourY4m } from '../e2e/media.ts';
import { RecorderPage } from '../e2e/pages/recorder-page.ts';
import { signedInContext } from '../e2e/signed-in.ts';
import { cpuSecondsOfAll } from './lib/cpu.ts';
import { formatSpread, pairedRatios, spreadOf } from './lib/paired.ts';
import { ensureBuilt, startBuiltServer } from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';
import { round } from './lib/stats.ts';

const ROUNDS = 4;
const RECORD_SECONDS = 8;
type Source = 'Screen only' | 'Screen + camera';

/** Chromium's renderer processes under this bench, found through /proc's parent links. */
function rendererPids(): number[] {
  const parents = new Map<number, number>();
  const renderers: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) {
        renderers.push(pid);
      }
    } catch {
      // Gone between the listing and the read.
    }
  }
  const ours = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) {
      if (at === process.pid) return true;
    }
    return false;
  };
  return renderers.filter(ours);
}

/** Renderer CPU seconds per recorded second for one take from setup to the preview. */
async function take(browser: Browser, url: string, source: Source): Promise<number> {
  const context = await signedInContext(browser, url, 'desktop');
  try {
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    const recorder = new RecorderPage(page, url);
    await recorder.open();
    await recorder.startRecording(undefined, source);
    const pids = rendererPids();
    const before = cpuSecondsOfAll(pids);
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, RECORD_SECONDS * 1000));
    const cpu = cpuSecondsOfAll(pids) - before;
    const seconds = (Date.now() - started) / 1000;
    await recorder.stopAndOpenPreview();
    return cpu / seconds;
  } finally {
    await context.close();
  }
}

export async function run(): Promise<BenchResult> {
  await ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-recorder-'));
  const server = await startBuiltServer(dataDir);
  const browser = await chromium.launch(
    launchOptions([
      ...fakeMediaArgs(),
      `--use-file-for-fake-video-capture=${solidColourY4m('magenta')}`,
    ]),
  );
  const screenOnly: number[] = [];
  const both: number[] = [];
  try {
    for (let index = 0; index < ROUNDS; index++) {
      const order: Source[] =
        index % 2 === 0 ? ['Screen only', 'Screen + camera'] : ['Screen + camera', 'Screen only'];
      for (const source of order) {
        const cpu = await take(browser, server.url, source);
        (source === 'Screen only' ? screenOnly : both).push(cpu);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const alone = spreadOf(screenOnly);
  const together = spreadOf(both);
  return {
    name: 'recorder-cpu',
    figures: {
      rounds: ROUNDS,
      'screen only, renderer CPU s per s': `${round(alone.median)} (${round(alone.min)}–${round(alone.max)})`,
      'screen + camera, renderer CPU s per s': `${round(together.median)} (${round(together.min)}–${round(together.max)})`,
      'screen + camera / screen only': formatSpread(pairedRatios(both, screenOnly)),
    },
    notes: [
      `${RECORD_SECONDS} s recorded per take; renderer processes only (MediaRecorder encodes there)`,
      'paired rounds, order alternating; median (lowest–highest)',
    ],
  };
}
