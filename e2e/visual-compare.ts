import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** Where the approved screens live, committed: `<name>-<width>.png`. */
export const BASELINE_DIR = path.resolve('e2e/visual-baselines');
/** Where a failed comparison leaves the screen it saw and the difference, for a person to look at. */
export const VISUAL_RESULTS_DIR = path.resolve('test-results/visual');
/** Set on purpose, after a change that is meant to show: the screens seen become the baselines. */
export const UPDATING_BASELINES = process.env.UPDATE_VISUAL_BASELINES === '1';
/**
 * The Chromium that drew the baselines. Text anti-aliasing changes between Chromium releases and
 * system fonts, so a failure names both versions when they differ.
 */
const MADE_WITH_FILE = path.join(BASELINE_DIR, 'made-with-chromium.txt');

function browserNote(browser: Browser): string {
  const madeWith = fs.existsSync(MADE_WITH_FILE)
    ? fs.readFileSync(MADE_WITH_FILE, 'utf8').trim()
    : '';
  return madeWith === browser.version()
    ? ''
    : ` The baselines were made with Chromium ${madeWith || '(unknown)'}, this is ${browser.version()}: ` +
        'if every screen differs only in its text edges, update the baselines and look at them.';
}

export interface Tolerance {
  /** A pixel differs when any of its channels (0-255) differs by more than this. */
  channelThreshold: number;
  /** The comparison fails when more than this fraction of the pixels differ. */
  maxDifferingFraction: number;
}

/**
 * Three runs beside a CPU burner differed from the baselines by 0 pixels, so the margin is small:
 * a few dozen pixels of a desktop screen (rounding in a font's anti-aliasing or a video frame)
 * pass, while a changed word (some 500 pixels) or a shade of a button's colour (a channel 8 to
 * 20 apart) fails.
 */
export const DEFAULT_TOLERANCE: Tolerance = { channelThreshold: 6, maxDifferingFraction: 0.00002 };

interface Difference {
  width: number;
  height: number;
  differing: number;
  /** PNG data URL: differing pixels red over a faded copy of the baseline. */
  diffImage: string;
}

/**
 * Compares two PNGs pixel by pixel in a blank Chromium page (canvas getImageData), which needs
 * no image library. Two screens of different sizes are compared over the larger: what only one
 * of them covers differs.
 */
async function difference(
  browser: Browser,
  baseline: Buffer,
  actual: Buffer,
  channelThreshold: number,
): Promise<Difference> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(
      async ({ expectedUrl, actualUrl, threshold }) => {
        const load = (src: string) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = () => reject(new Error('a screenshot is not a readable PNG'));
            image.src = src;
          });
        const [expected, seen] = await Promise.all([load(expectedUrl), load(actualUrl)]);
        const width = Math.max(expected.width, seen.width);
        const height = Math.max(expected.height, seen.height);
        const pixels = (image: HTMLImageElement) => {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context2d = canvas.getContext('2d');
          if (!context2d) throw new Error('no 2d canvas');
          context2d.drawImage(image, 0, 0);
          return context2d.getImageData(0, 0, width, height).data;
        };
        const a = pixels(expected);
        const b = pixels(seen);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context2d = canvas.getContext('2d');
        if (!context2d) throw new Error('no 2d canvas');
        const diff = context2d.createImageData(width, height);
        let differing = 0;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            const outside =
              x >= expected.width || y >= expected.height || x >= seen.width || y >= seen.height;
            let differs = outside;
            for (let channel = 0; channel < 4 && !differs; channel++) {
              differs = Math.abs((a[i + channel] ?? 0) - (b[i + channel] ?? 0)) > threshold;
            }
            if (differs) {
              differing++;
              diff.data.set([255, 0, 0, 255], i);
            } else {
              const grey =
                255 - (255 - ((a[i] ?? 0) + (a[i + 1] ?? 0) + (a[i + 2] ?? 0)) / 3) * 0.2;
              diff.data.set([grey, grey, grey, 255], i);
            }
          }
        }
        context2d.putImageData(diff, 0, 0);
        return { width, height, differing, diffImage: canvas.toDataURL('image/png') };
      },
      {
        expectedUrl: `data:image/png;base64,${baseline.toString('base64')}`,
        actualUrl: `data:image/png;base64,${actual.toString('base64')}`,
        threshold: channelThreshold,
      },
    );
  } finally {
    await context.close();
  }
}

/**
 * Checks a screenshot against its baseline `<name>.png`; with UPDATE_VISUAL_BASELINES=1 it
 * becomes the baseline instead. On a mismatch the screenshot and a diff image are written to
 * test-results/visual/ and the error names both.
 */
export async function compareWithBaseline(
  browser: Browser,
  name: string,
  screenshot: Buffer,
  tolerance: Tolerance = DEFAULT_TOLERANCE,
): Promise<void> {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATING_BASELINES) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselineFile, screenshot);
    fs.writeFileSync(MADE_WITH_FILE, `${browser.version()}\n`);
    return;
  }
  fs.mkdirSync(VISUAL_RESULTS_DIR, { recursive: true });
  const actualFile = path.join(VISUAL_RESULTS_DIR, `${name}-actual.png`);
  if (!fs.existsSync(baselineFile)) {
    fs.writeFileSync(actualFile, screenshot);
    throw new Error(
      `no baseline ${baselineFile} (the screen is in ${actualFile}); ` +
        'make it with UPDATE_VISUAL_BASELINES=1 and look at it before committing',
    );
  }
  const found = await difference(
    browser,
    fs.readFileSync(baselineFile),
    screenshot,
    tolerance.channelThreshold,
  );
  const fraction = found.differing / (found.width * found.height);
  if (fraction <= tolerance.maxDifferingFraction) return;
  const diffFile = path.join(VISUAL_RESULTS_DIR, `${name}-diff.png`);
  fs.writeFileSync(actualFile, screenshot);
  fs.writeFileSync(diffFile, Buffer.from(found.diffImage.split(',')[1] ?? '', 'base64'));
  throw new Error(
    `${name} differs from ${baselineFile}: ${found.differing} of ${found.width}x${found.height} ` +
      `pixels (${(fraction * 100).toFixed(3)} %, at most ${tolerance.maxDifferingFraction * 100} % ` +
      `allowed). Seen: ${actualFile}; differences in red: ${diffFile}. If the change is meant, ` +
      'update the baselines with UPDATE_VISUAL_BASELINES=1.' +
      browserNote(browser),
  );
}
