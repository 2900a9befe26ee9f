import { runTool } from './run-tool.ts';
import type { MediaTools } from './tools.ts';

/** A stretch of the sound to silence, in seconds of the video. */
export interface MuteRange {
  fromSeconds: number;
  toSeconds: number;
}

const MINUTE_MS = 60_000;

/** The audio filter: the volume at 0 while any of the ranges lasts, as it was elsewhere. */
export function muteFilter(ranges: readonly MuteRange[]): string {
  const during = ranges
    .map((r) => `between(t,${r.fromSeconds.toFixed(3)},${r.toSeconds.toFixed(3)})`)
    .join('+');
  return `volume=volume=0:enable='${during}'`;
}

/**
 * Writes `output`, an MP4 of `input` with its sound silenced over `ranges`: the picture copied
 * as it was, the sound encoded again as the processing pipeline encodes it (AAC, 128 kb/s). A
 * video without sound is copied as it is: there is nothing to silence.
 */
export async function muteRanges(
  tools: MediaTools,
  input: string,
  output: string,
  ranges: readonly MuteRange[],
  durationSeconds: number | null,
  signal?: AbortSignal,
): Promise<void> {
  await runTool(
    tools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
      ...['-c:v', 'copy', '-af', muteFilter(ranges), '-c:a', 'aac', '-b:a', '128k'],
      ...['-movflags', '+faststart', '-f', 'mp4', output],
    ],
    { signal, timeoutMs: Math.max(5 * MINUTE_MS, (durationSeconds ?? 0) * 2 * 1000) },
  );
}
