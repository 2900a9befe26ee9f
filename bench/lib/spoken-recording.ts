import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { wavDurationSeconds } from '../../server/ai/wav-duration.ts';
import { runTool } from '../../server/media/run-tool.ts';
import { RECORDING_VIDEO_BITS_PER_SECOND } from '../../shared/constants/limits.ts';
import { FINANCIAL_PARAGRAPHS } from './financial-paragraphs.ts';

/** A screen recording with speech, and every word said in it, in order. */
export interface SpokenRecording {
  file: string;
  script: string;
}

/** Kept across runs: a ten-minute recording takes minutes to encode on two cores. */
const CACHE_DIR = path.join(os.tmpdir(), 'briefcast-bench-pipeline');
/** A screen recording's size, at the low frame rate slides and pointer moves need. */
const VIDEO_SOURCE = 'testsrc2=size=1280x720:rate=15';
/** VP9 and Opus in WebM, the PWA's first choice of MediaRecorder format, at its bit rate. */
const ENCODE = [
  ...['-c:v', 'libvpx-vp9', '-b:v', String(RECORDING_VIDEO_BITS_PER_SECOND)],
  // Realtime, as a browser encodes; the default "good" deadline takes many times longer.
  ...['-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1'],
  ...['-c:a', 'libopus', '-b:a', '96k', '-f', 'webm'],
];
const TOOL_TIMEOUT_MS = 30 * 60_000;

async function speak(text: string, file: string): Promise<number> {
  await runTool('espeak-ng', ['-w', file, text], { timeoutMs: TOOL_TIMEOUT_MS });
  const seconds = await wavDurationSeconds(file);
  if (seconds === null) throw new Error(`espeak-ng wrote no WAV to ${file}`);
  return seconds;
}

/**
 * The paragraphs again and again, whole ones only, as many as fit in `seconds`: the script
 * is then exactly what is said, and the rest of the recording is silence.
 */
function fittingParagraphs(durations: number[], seconds: number): number[] {
  const order: number[] = [];
  let spoken = 0;
  for (let i = 0; ; i = (i + 1) % durations.length) {
    const duration = durations[i] ?? Infinity;
    if (spoken + duration > seconds) return order;
    order.push(i);
    spoken += duration;
  }
}

async function makeRecording(dir: string, seconds: number): Promise<string> {
  const wavs: string[] = [];
  const durations: number[] = [];
  for (const [i, text] of FINANCIAL_PARAGRAPHS.entries()) {
    const wav = path.join(dir, `paragraph-${i}.wav`);
    wavs.push(wav);
    durations.push(await speak(text, wav));
  }
  const order = fittingParagraphs(durations, seconds);
  const list = path.join(dir, 'speech.txt');
  fs.writeFileSync(list, order.map((i) => `file '${wavs[i]}'\n`).join(''));
  await runTool(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', VIDEO_SOURCE],
      ...['-f', 'concat', '-safe', '0', '-i', list, '-map', '0:v', '-map', '1:a'],
      ...['-af', 'apad', '-t', String(seconds), ...ENCODE, path.join(dir, 'recording.webm')],
    ],
    { timeoutMs: TOOL_TIMEOUT_MS },
  );
  for (const wav of wavs) fs.rmSync(wav);
  fs.rmSync(list);
  return order.map((i) => FINANCIAL_PARAGRAPHS[i]).join(' ');
}

/**
 * A `minutes`-long screen recording of espeak-ng reading the financial paragraphs, made with
 * ffmpeg the first time and reused while its inputs are unchanged.
 */
export async function spokenRecording(minutes: number): Promise<SpokenRecording> {
  const seconds = minutes * 60;
  const key = createHash('sha256')
    .update(JSON.stringify({ FINANCIAL_PARAGRAPHS, VIDEO_SOURCE, ENCODE, seconds }))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(CACHE_DIR, `${minutes}min-${key}`);
  const scriptFile = path.join(dir, 'script.txt');
  if (!fs.existsSync(scriptFile)) {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    // Made aside and renamed, so an interrupted run never leaves half a recording to reuse.
    const work = fs.mkdtempSync(path.join(CACHE_DIR, 'making-'));
    try {
      fs.writeFileSync(path.join(work, 'script.txt'), await makeRecording(work, seconds));
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(work, dir);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  return {
    file: path.join(dir, 'recording.webm'),
    script: fs.readFileSync(scriptFile, 'utf8'),
  };
}
