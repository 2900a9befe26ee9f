/**
 * The pre-send screening on screens rendered in Chromium and recorded to video: statements,
 * CRM records, spreadsheets and emails with planted SSN, card (Luhn-valid), routing
 * (ABA-valid) and account numbers, in light and dark themes, text from 14 to 28 px and every
 * installed font of a few families; and at least ten minutes of clean screens full of harmless
 * numbers (prices, percentages, dates, tickers, the firm's own phone). The real worker
 * screening (frames sampled by ffmpeg, read by Tesseract, searched) runs on both, then the real
 * blur covers what it found and the blurred MP4's frames are read again.
 *
 * Reported: recall per kind (target ≥ 0.95 each), false findings per 10 minutes of clean media
 * (target ≤ 1), worker CPU seconds per media second (target ≤ 0.3) beside ffmpeg decoding the
 * same files alone, paired round by round with the order rotated (median and range), and how
 * many blurred values OCR still reads in the blurred MP4 (target 0).
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { blurRegions } from '../server/ffmpeg/blur.ts';
import { mediaToolsOf } from '../server/ffmpeg/tools.ts';
import { blurRegionOf } from '../server/screening/blur-service.ts';
import { sampleFrames } from '../server/screening/sample-frames.ts';
import { storedPlace } from '../server/screening/save-findings.ts';
import { findClientDataIn } from '../server/screening/screen-video.ts';
import { readImages } from '../server/screening/tesseract.ts';
import type { TimedFinding } from '../server/screening/timeline.ts';
import { reapedChildrenCpuSeconds } from './lib/cpu.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { formatSpread, pairedRatios, spreadOf } from './lib/paired.ts';
import type { BenchResult } from './lib/report.ts';
import { round } from './lib/stats.ts';
import { recordings } from './screening-corpus/render.ts';
import { readsValue, recalls, shownValues, type ShownValue } from './screening-corpus/score.ts';
import {
  cleanScreens,
  FIRM_PHONE,
  plantedScreens,
  type PlantedKind,
} from './screening-corpus/screens.ts';
import { seededRandom } from './screening-corpus/values.ts';

const exec = promisify(execFile);
const WANTED_FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'Nimbus Sans',
  'Nimbus Roman',
];
const SIZES = [14, 18, 22, 28];
const KINDS: readonly PlantedKind[] = ['ssn', 'card_number', 'routing_number', 'account_number'];
const PLANTED_HOLD_SECONDS = 4;
const CLEAN_HOLD_SECONDS = 8;
const TEN_MINUTES = 600;

/** The wanted font families fontconfig has here. */
function installedFonts(): string[] {
  const families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  const have = new Set(families.split('\n').flatMap((line) => line.split(',')));
  return WANTED_FONTS.filter((font) => have.has(font));
}

/** CPU seconds (this process and the tools it waited for) that `work` took. */
async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const own = process.cpuUsage();
  const children = reapedChildrenCpuSeconds();
  await work();
  const used = process.cpuUsage(own);
  return (used.user + used.system) / 1e6 + (reapedChildrenCpuSeconds() - children);
}

const lookOf = ({ screen }: ShownValue) =>
  `${screen.look.theme} ${screen.look.sizePx}px ${screen.look.font} (${screen.template})`;

export async function run(): Promise<BenchResult> {
  const cleanSeconds = positiveNumberEnv('SCREENING_BENCH_CLEAN_SECONDS', 640);
  const rounds = positiveNumberEnv('SCREENING_BENCH_ROUNDS', 2);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-screening-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, []);
  const tools = mediaToolsOf(config);
  const own = { emails: [], phones: [FIRM_PHONE] };
  const signal = new AbortController().signal;
  try {
    const random = seededRandom(2026);
    const fonts = installedFonts();
    const planted = plantedScreens(random, fonts, SIZES);
    const clean = cleanScreens(random, Math.ceil(cleanSeconds / CLEAN_HOLD_SECONDS), fonts, SIZES);
    const { planted: plantedMp4, clean: cleanMp4 } = await recordings(
      {
        planted: { screens: planted, holdSeconds: PLANTED_HOLD_SECONDS },
        clean: { screens: clean, holdSeconds: CLEAN_HOLD_SECONDS },
      },
      dir,
    );
    const mediaSeconds = planted.length * PLANTED_HOLD_SECONDS + clean.length * CLEAN_HOLD_SECONDS;

    const screening: number[] = [];
    const decode: number[] = [];
    let foundPlanted: TimedFinding[] = [];
    let foundClean: TimedFinding[] = [];
    const screen = async () => {
      screening.push(
        await cpuOf(async () => {
          foundPlanted = await findClientDataIn(config, plantedMp4, own, signal);
          foundClean = await findClientDataIn(config, cleanMp4, own, signal);
        }),
      );
    };
    const decodeAlone = async () => {
      const decodeOne = (mp4: string) =>
        exec('nice', ['-n', '10', 'ffmpeg', '-v', 'error', '-i', mp4, '-f', 'null', '-']);
      decode.push(
        await cpuOf(async () => [await decodeOne(plantedMp4), await decodeOne(cleanMp4)]),
      );
    };
    for (let i = 0; i < rounds; i++) {
      console.error(`bench: screening round ${i + 1} of ${rounds}`);
      // The order turns each round, so neither side always runs on a warm cache.
      for (const step of i % 2 === 0 ? [screen, decodeAlone] : [decodeAlone, screen]) await step();
    }

    const values = shownValues(planted, PLANTED_HOLD_SECONDS);
    const found = values.filter((value) => foundPlanted.some((f) => recalls(f, value)));
    const missed = values.filter((value) => !found.includes(value));
    const extra = foundPlanted.filter((f) => !values.some((value) => recalls(f, value)));
    const recallOf = (kind: PlantedKind) =>
      round(
        found.filter((value) => value.kind === kind).length /
          values.filter((value) => value.kind === kind).length,
      );

    // The blur the advisor asks for, on every finding that was a planted value.
    console.error('bench: blurring what was found and reading the blurred video');
    const regions = foundPlanted
      .filter((f) => values.some((value) => recalls(f, value)))
      .flatMap((f) => blurRegionOf(storedPlace(f)) ?? []);
    const blurredMp4 = path.join(dir, 'blurred.mp4');
    await blurRegions(tools, plantedMp4, blurredMp4, regions, null, signal);
    const work = path.join(dir, 'blurred-frames');
    fs.mkdirSync(work);
    const frames = await sampleFrames(
      tools,
      blurredMp4,
      work,
      { fromSeconds: 0, seconds: null },
      signal,
    );
    const pages = await readImages(
      config.tesseractPath,
      frames.map((frame) => frame.file),
      work,
      signal,
    );
    const lines = pages.flatMap((page) =>
      page.lines.map((words) => words.map((word) => word.text).join(' ')),
    );
    const readAfterBlur = found.filter((value) => lines.some((line) => readsValue(line, value)));
    const foundAfterBlur = await findClientDataIn(config, blurredMp4, own, signal);
    const refound = found.filter((value) => foundAfterBlur.some((f) => recalls(f, value)));

    const perMediaSecond = (values: number[]) => spreadOf(values.map((cpu) => cpu / mediaSeconds));
    const cleanTenMinutes = (clean.length * CLEAN_HOLD_SECONDS) / TEN_MINUTES;
    return {
      name: 'screening',
      figures: {
        fonts: fonts.join(', '),
        'text sizes px': SIZES.join(', '),
        'planted screens': planted.length,
        'planted media s': planted.length * PLANTED_HOLD_SECONDS,
        'clean media s': clean.length * CLEAN_HOLD_SECONDS,
        rounds,
        ...Object.fromEntries(KINDS.map((kind) => [`recall ${kind}`, recallOf(kind)])),
        'recall all': round(found.length / values.length),
        'false findings on clean screens': foundClean.length,
        'false findings per 10 min clean': round(foundClean.length / cleanTenMinutes),
        'extra findings on planted screens': extra.length,
        'screening CPU s per media s': formatSpread(perMediaSecond(screening), 3),
        'decode-alone CPU s per media s': formatSpread(perMediaSecond(decode), 3),
        'screening / decode CPU (paired)': formatSpread(pairedRatios(screening, decode), 1),
        'values blurred': found.length,
        'blurred values OCR still reads': readAfterBlur.length,
        'blurred values found again': refound.length,
      },
      notes: [
        ...missed.map((value) => `missed ${value.kind} ${value.text} on ${lookOf(value)}`),
        ...foundClean.map(
          (f) => `false on clean: ${f.kind} ${f.masked} at ${round(f.startSeconds)} s`,
        ),
        ...extra.map(
          (f) => `extra on planted: ${f.kind} ${f.masked} at ${round(f.startSeconds)} s`,
        ),
        ...readAfterBlur.map((value) => `read after blur: ${value.kind} on ${lookOf(value)}`),
      ],
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
