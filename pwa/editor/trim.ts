// Vite emits these two files into the build and gives their URLs: the core is served by our
// own server (and precached by the service worker), never fetched from a CDN.
import coreURL from '@ffmpeg/core?url';
import wasmURL from '@ffmpeg/core/wasm?url';
import type { FFFSType, FFmpeg } from '@ffmpeg/ffmpeg';
import { trimCommands, type TrimCommands } from './trim-commands.ts';
import { planTrim, type TrimRange } from './trim-plan.ts';
import { readWebmKeyframes } from './webm-keyframes.ts';

export interface TrimOptions {
  /** Called with 0..1 as the work advances (monotonic, ends with 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting stops ffmpeg at once (its worker is terminated) and rejects with AbortError. */
  signal?: AbortSignal;
}

/** The trimmed recording, and the part of the original it holds (its start may have moved). */
export interface TrimResult {
  file: Blob;
  kept: TrimRange;
}

/** ffmpeg refused a command or crashed; `log` is its last output, for a bug report. */
export class TrimError extends Error {
  override readonly name = 'TrimError';
  constructor(
    message: string,
    readonly log: string,
  ) {
    super(message);
  }
}

/** Where the recording is mounted (WORKERFS reads the Blob lazily instead of copying it). */
const SOURCE_DIR = '/source';
const WORK_DIR = '/work';
/** Loading and compiling the 32 MB core, in the cost unit of trim-commands.ts (measured). */
const LOAD_COST = 0.3;

/**
 * Cuts a WebM recording to `range` (seconds, in tenths) and returns a new WebM that has a
 * Duration. The start moves back to a keyframe within reach (see trim-plan.ts) and the video
 * is stream-copied, losslessly and quickly; without one the cut is frame-accurate, and as this
 * ffmpeg.wasm core cannot encode VP9, the whole range is re-encoded to VP8 (trim-commands.ts).
 * The audio is always re-encoded once over the range. When the range is the whole recording
 * the file is returned as it is and ffmpeg is never loaded.
 *
 * ffmpeg.wasm is imported here, on demand: its 32 MB core loads once the advisor starts
 * choosing a range (warmUpTrim) or else when a trim is applied, and it runs in its own Web
 * Worker, so the page stays responsive. The recording is mounted read-only (WORKERFS), not
 * copied into the worker. Each instance serves one trim and is terminated afterwards: trims
 * are rare, and the wasm heap never shrinks.
 */
export async function trimRecording(
  file: Blob,
  range: TrimRange,
  options: TrimOptions = {},
): Promise<TrimResult> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const timeline = await readWebmKeyframes(file, { signal });
  const plan = planTrim(range, timeline);
  if (plan.kind === 'keep') {
    onProgress?.(1);
    return { file, kept: { start: 0, end: timeline.duration } };
  }
  const commands = trimCommands(
    plan,
    {
      path: `${SOURCE_DIR}/recording.webm`,
      video: timeline.video,
      bitsPerSecond: Math.min(Math.max((file.size * 8) / timeline.duration, 300_000), 8_000_000),
    },
    WORK_DIR,
  );

  const progress = progressReporter(commands, onProgress);
  const loading = await (warm ?? startLoading());
  warm = null;
  const { ffmpeg, workerfs } = loading;
  const log: string[] = [];
  ffmpeg.on('log', ({ message }) => {
    log.push(message);
    if (log.length > 40) log.shift();
  });
  ffmpeg.on('progress', ({ time }) => progress.step(time / 1_000_000));
  const abort = () => ffmpeg.terminate();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    signal?.throwIfAborted();
    await loading.loaded;
    progress.loaded();
    await ffmpeg.createDir(SOURCE_DIR);
    await ffmpeg.mount(workerfs, { blobs: [{ name: 'recording.webm', data: file }] }, SOURCE_DIR);
    await ffmpeg.createDir(WORK_DIR);
    for (const [path, text] of Object.entries(commands.files)) await ffmpeg.writeFile(path, text);
    for (const step of commands.steps) {
      progress.start(step);
      const code = await ffmpeg.exec(step.args);
      if (code !== 0) {
        throw new TrimError(`ffmpeg exited with ${code} while trimming`, log.join('\n'));
      }
    }
    const data = await ffmpeg.readFile(commands.output);
    if (typeof data === 'string') throw new TrimError('ffmpeg returned text', log.join('\n'));
    progress.done();
    return {
      file: new Blob([data as Uint8Array<ArrayBuffer>], { type: 'video/webm' }),
      kept: { start: plan.start, end: plan.end },
    };
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? new DOMException('Trim aborted', 'AbortError');
    // The worker reports its failures (a wasm crash included) as plain strings.
    if (error instanceof Error) throw error;
    throw new TrimError(`ffmpeg failed: ${String(error)}`, log.join('\n'));
  } finally {
    signal?.removeEventListener('abort', abort);
    if (ffmpeg.loaded) await cleanUp(ffmpeg, commands);
    ffmpeg.terminate();
  }
}

/** An ffmpeg instance and its core loading (a Web Worker fetching and compiling 32 MB). */
interface Loading {
  ffmpeg: FFmpeg;
  /** The file system that mounts a Blob without copying it. */
  workerfs: FFFSType;
  loaded: Promise<unknown>;
}

async function startLoading(): Promise<Loading> {
  const { FFmpeg, FFFSType } = await import('@ffmpeg/ffmpeg');
  const ffmpeg = new FFmpeg();
  return { ffmpeg, workerfs: FFFSType.WORKERFS, loaded: ffmpeg.load({ coreURL, wasmURL }) };
}

/** The instance warmUpTrim started, until a trim takes it or releaseWarmTrim stops it. */
let warm: Promise<Loading> | null = null;

/**
 * Starts loading ffmpeg while the advisor is still choosing what to keep, so that Apply Trim
 * does not wait seconds for the core first. Calling it again while one is ready does nothing.
 */
export function warmUpTrim(): void {
  if (warm) return;
  const started = startLoading();
  warm = started;
  // A core that failed to load is not kept: the trim then loads one itself (and reports why).
  started
    .then(({ loaded }) => loaded)
    .catch(() => {
      if (warm === started) warm = null;
    });
}

/** Stops the instance warmUpTrim started when no trim came (the advisor left the preview). */
export function releaseWarmTrim(): void {
  const pending = warm;
  warm = null;
  pending?.then(({ ffmpeg }) => ffmpeg.terminate()).catch(() => undefined);
}

/** Frees the in-memory files (they live in the worker's JS heap) before the worker ends. */
async function cleanUp(ffmpeg: FFmpeg, commands: TrimCommands): Promise<void> {
  for (const path of commands.scratch) await ffmpeg.deleteFile(path).catch(() => undefined);
  await ffmpeg.unmount(SOURCE_DIR).catch(() => undefined);
}

/** Maps each step's own time to one 0..1 figure across loading and every step. */
function progressReporter(commands: TrimCommands, onProgress?: (fraction: number) => void) {
  const total = LOAD_COST + commands.steps.reduce((sum, step) => sum + step.cost, 0);
  let before = 0;
  let current: { cost: number; seconds: number } | null = null;
  let reported = 0;
  const report = (fraction: number) => {
    const clamped = Math.min(Math.max(fraction, reported), 1);
    if (clamped > reported || fraction === 1) onProgress?.(clamped);
    reported = clamped;
  };
  report(0);
  return {
    loaded() {
      before = LOAD_COST;
      report(before / total);
    },
    start(step: { cost: number; outputSeconds: number }) {
      if (current) before += current.cost;
      current = { cost: step.cost, seconds: step.outputSeconds };
      report(before / total);
    },
    step(seconds: number) {
      if (!current || !(seconds > 0)) return;
      const within = Math.min(seconds / current.seconds, 1);
      report((before + within * current.cost) / total);
    },
    done() {
      report(1);
    },
  };
}
