import fs from 'node:fs';
import path from 'node:path';
import { MINUTE_MS } from '../../shared/constants/time.ts';
import { runTool } from '../ffmpeg/run-tool.ts';
import { SCREENING_NICENESS } from './niceness.ts';
import { BLANK_PAGE, parseTesseractTsv, type OcrPage } from './tesseract-tsv.ts';

/** The model the screening reads with: the patterns it looks for are written in English. */
const LANGUAGE = 'eng';

/**
 * Tesseract's OpenMP threads wait for work by spinning: on 10 frames of 1440x900 they burnt 6.5
 * CPU s where one thread took 2.7 s. The screening is background work, so one thread each.
 */
const ONE_THREAD = { OMP_THREAD_LIMIT: '1' };

/** Frames per tesseract run: one start-up per batch, and a stuck run loses one batch's time. */
const BATCH = 30;

/**
 * Whether `tesseract` runs here and has its English model (Debian's `tesseract-ocr-eng`).
 * Either missing is the firm's calm "unavailable", never an error.
 */
export async function tesseractReady(tesseract: string, signal: AbortSignal): Promise<boolean> {
  try {
    const out = await runTool(tesseract, ['--list-langs'], { signal, timeoutMs: 30_000 });
    return out
      .toString()
      .split('\n')
      .some((line) => line.trim() === LANGUAGE);
  } catch (err) {
    if (signal.aborted) throw err;
    return false;
  }
}

/**
 * Reads each image with Tesseract's English model, one page per image in order. The images
 * go in batches through a list file, so tesseract starts once per batch, not once per frame.
 */
export async function readImages(
  tesseract: string,
  images: readonly string[],
  workDir: string,
  signal: AbortSignal,
): Promise<OcrPage[]> {
  const pages: OcrPage[] = [];
  for (let from = 0; from < images.length; from += BATCH) {
    const batch = images.slice(from, from + BATCH);
    const list = path.join(workDir, `images-${from}.txt`);
    await fs.promises.writeFile(list, `${batch.join('\n')}\n`);
    const tsv = await runTool(tesseract, [list, 'stdout', '-l', LANGUAGE, 'tsv'], {
      signal,
      timeoutMs: 10 * MINUTE_MS,
      niceness: SCREENING_NICENESS,
      env: ONE_THREAD,
    });
    const read = parseTesseractTsv(tsv.toString());
    // A page tesseract could not open is absent: it stands as a blank frame.
    for (let i = 0; i < batch.length; i++) pages.push(read[i] ?? BLANK_PAGE);
  }
  return pages;
}
