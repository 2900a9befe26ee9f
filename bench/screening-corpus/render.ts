/**
 * Screens made into a screen recording: each HTML page rendered by headless Chromium and
 * screenshotted at 1440×900, then the shots held in turn for some seconds each (every change
 * a scene change) and encoded as the processing pipeline encodes its MP4s.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { launchOptions } from '../../e2e/browser.ts';
import { ROOT } from '../lib/processes.ts';
import type { Screen } from './screens.ts';

const exec = promisify(execFile);

export const SCREEN_WIDTH = 1440;
export const SCREEN_HEIGHT = 900;

/** Screenshots of the screens as PNG files in `dir`, in order. */
async function screenshots(screens: readonly Screen[], dir: string): Promise<string[]> {
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage({
      viewport: { width: SCREEN_WIDTH, height: SCREEN_HEIGHT },
    });
    const files: string[] = [];
    for (const [i, screen] of screens.entries()) {
      await page.setContent(screen.html);
      const file = path.join(dir, `screen-${String(i).padStart(4, '0')}.png`);
      await page.screenshot({ path: file });
      files.push(file);
    }
    return files;
  } finally {
    await browser.close();
  }
}

/**
 * An MP4 showing each image for `holdSeconds` in turn, at 30 fps, H.264 as the pipeline
 * encodes (veryfast, CRF 23, yuv420p).
 */
async function slideshow(
  images: readonly string[],
  holdSeconds: number,
  output: string,
): Promise<void> {
  const list = `${output}.txt`;
  const entries = images.map((file) => `file '${file}'\nduration ${holdSeconds}\n`);
  // The concat demuxer takes the last duration only when the last file is listed again.
  fs.writeFileSync(list, `${entries.join('')}file '${images.at(-1) ?? ''}'\n`);
  await exec('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list],
    ...['-vf', 'fps=30,format=yuv420p', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23'],
    ...['-movflags', '+faststart', output],
  ]);
}

/** Kept across runs (git ignores .cache/): rendering and encoding take minutes on a busy machine. */
const CACHE_DIR = path.join(ROOT, '.cache', 'bench');

/**
 * The screens as two recordings (`planted` and `clean`, each screen held its own time), made
 * once for the screens' exact HTML and then kept in .cache/.
 */
export async function recordings(
  sets: Record<'planted' | 'clean', { screens: readonly Screen[]; holdSeconds: number }>,
  workDir: string,
): Promise<Record<'planted' | 'clean', string>> {
  const all = [...sets.planted.screens, ...sets.clean.screens];
  const hash = createHash('sha256');
  for (const set of [sets.planted, sets.clean]) hash.update(`${set.holdSeconds}\n`);
  for (const screen of all) hash.update(screen.html);
  const key = hash.digest('hex').slice(0, 16);
  const files = {
    planted: path.join(CACHE_DIR, `screening-planted-${key}.mp4`),
    clean: path.join(CACHE_DIR, `screening-clean-${key}.mp4`),
  };
  if (fs.existsSync(files.planted) && fs.existsSync(files.clean)) return files;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const shots = path.join(workDir, 'shots');
  fs.mkdirSync(shots, { recursive: true });
  console.error(`bench: rendering ${all.length} screens in Chromium`);
  const images = await screenshots(all, shots);
  const count = sets.planted.screens.length;
  console.error('bench: encoding the screens as video');
  for (const [name, part] of [
    ['planted', images.slice(0, count)],
    ['clean', images.slice(count)],
  ] as const) {
    const partial = `${files[name]}.partial.mp4`;
    await slideshow(part, sets[name].holdSeconds, partial);
    fs.renameSync(partial, files[name]);
  }
  return files;
}
