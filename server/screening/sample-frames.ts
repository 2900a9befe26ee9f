import fs from 'node:fs';
import path from 'node:path';
import { MINUTE_MS } from '../../shared/constants/time.ts';
import { runTool } from '../ffmpeg/run-tool.ts';
import type { MediaTools } from '../ffmpeg/tools.ts';

/** Something on screen for less than this is still seen: a frame at least this often. */
export const MAX_FRAME_GAP_SECONDS = 2;
/** ffmpeg's scene score (0..1) above which the picture changed enough to read it again. */
const SCENE_CHANGE = 0.3;

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
 * PNG frames of the video at each scene change and at least every 2 seconds (the first frame
 * always), with their times. ffmpeg's metadata filter writes each kept frame's time to a file,
 * which is named inside the filter graph, so the work folder must be a plain path.
 */
export async function sampleFrames(
  tools: MediaTools,
  video: string,
  workDir: string,
  durationSeconds: number | null,
  signal: AbortSignal,
): Promise<SampledFrame[]> {
  if (!/^[\w/.-]+$/.test(workDir)) {
    throw new Error(`the work folder ${workDir} has characters a filter graph cannot take`);
  }
  const times = path.join(workDir, 'frame-times.txt');
  const select = `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${MAX_FRAME_GAP_SECONDS})+gt(scene\\,${SCENE_CHANGE})'`;
  await runTool(
    tools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-i', video, '-an'],
      ...['-vf', `${select},metadata=mode=print:file=${times}`],
      ...['-fps_mode', 'vfr', path.join(workDir, 'frame-%06d.png')],
    ],
    // Decoding and writing PNGs: a few times faster than real time, so the video's length.
    { signal, timeoutMs: Math.max(2 * MINUTE_MS, (durationSeconds ?? 0) * 1000) },
  );
  const seconds = frameTimes(await fs.promises.readFile(times, 'utf8'));
  return seconds.map((at, i) => ({
    file: path.join(workDir, `frame-${String(i + 1).padStart(6, '0')}.png`),
    seconds: at,
  }));
}
