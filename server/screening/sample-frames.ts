import fs from 'node:fs';
import path from 'node:path';
import { MINUTE_MS } from '../../shared/constants/time.ts';
import { runTool } from '../ffmpeg/run-tool.ts';
import { SCREENING_NICENESS } from './niceness.ts';
import type { MediaTools } from '../ffmpeg/tools.ts';

/** Something on screen for less than this is still seen: a frame at least this often. */
export const MAX_FRAME_GAP_SECONDS = 2;
/** ffmpeg's scene score (0..1) above which the picture changed enough to read it again. */
const SCENE_CHANGE = 0.3;
/**
 * Frames are taken, read and deleted a stretch at a time: an hour of 1080p frames every 2 s is
 * gigabytes of images, more than a worker's temp folder should hold at once. A stretch of
 * 1080p holds about 125 MB of gray frames (2 MB each, uncompressed), more with scene changes.
 */
export const WINDOW_SECONDS = 120;

/** A stretch of the video: `seconds` null runs to the end. */
export interface FrameWindow {
  fromSeconds: number;
  seconds: number | null;
}

/** The stretches covering a video of this length (one stretch when it is not known). */
export function frameWindows(durationSeconds: number | null): FrameWindow[] {
  if (durationSeconds === null) return [{ fromSeconds: 0, seconds: null }];
  const windows: FrameWindow[] = [];
  for (let from = 0; from < durationSeconds; from += WINDOW_SECONDS) {
    windows.push({ fromSeconds: from, seconds: Math.min(WINDOW_SECONDS, durationSeconds - from) });
  }
  return windows.length > 0 ? windows : [{ fromSeconds: 0, seconds: null }];
}

/** A frame taken out of the video, and when it is shown. */
export interface SampledFrame {
  file: string;
  seconds: number;
}

/** `pts_time:1.5` lines of ffmpeg's metadata filter, one per frame it let through. */
function frameTimes(printed: string): number[] {
  return [...printed.matchAll(/pts_time:([\d.]+)/g)].map((match) => Number(match[1]));
}

/**
 * Frames of one stretch of the video at each scene change and at least every 2 seconds (its
 * first frame always), with their times in the video. They are grayscale PGM files, the luma
 * ffmpeg decoded, written as is: Tesseract reads gray anyway, and compressing PNGs took ffmpeg
 * a quarter more CPU than decoding and choosing the frames. ffmpeg's metadata filter writes each
 * kept frame's time to a file, which is named inside the filter graph, so the work folder must
 * be a plain path.
 */
export async function sampleFrames(
  tools: MediaTools,
  video: string,
  workDir: string,
  window: FrameWindow,
  signal: AbortSignal,
): Promise<SampledFrame[]> {
  if (!/^[\w/.-]+$/.test(workDir)) {
    throw new Error(`the work folder ${workDir} has characters a filter graph cannot take`);
  }
  const times = path.join(workDir, 'frame-times.txt');
  const select = `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${MAX_FRAME_GAP_SECONDS})+gt(scene\\,${SCENE_CHANGE})'`;
  const { fromSeconds, seconds } = window;
  await runTool(
    tools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-ss', String(fromSeconds)],
      ...(seconds === null ? [] : ['-t', String(seconds)]),
      ...['-i', video, '-an'],
      ...['-vf', `${select},format=gray,metadata=mode=print:file=${times}`],
      ...['-fps_mode', 'vfr', path.join(workDir, 'frame-%06d.pgm')],
    ],
    // Decoding and writing frames runs faster than real time: the stretch's length is plenty.
    {
      signal,
      timeoutMs: Math.max(2 * MINUTE_MS, (seconds ?? 3600) * 1000),
      niceness: SCREENING_NICENESS,
    },
  );
  // Seeking before the input starts its clock at 0: times are moved back into the video's.
  const kept = frameTimes(await fs.promises.readFile(times, 'utf8'));
  return kept.map((at, i) => ({
    file: path.join(workDir, `frame-${String(i + 1).padStart(6, '0')}.pgm`),
    seconds: fromSeconds + at,
  }));
}
