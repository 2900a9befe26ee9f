import { runTool } from './run-tool.ts';
import type { MediaTools } from './tools.ts';

/** A part of the frame (fractions 0..1 of its width and height) to blur for a stretch of time. */
export interface BlurRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  fromSeconds: number;
  toSeconds: number;
}

const MINUTE_MS = 60_000;
const fixed = (n: number) => n.toFixed(5);

/**
 * The filter graph: each region cropped out of the frame, blurred hard (a box blur a third of
 * the region's shorter side, four times over, so no digit survives) and laid back over its
 * place while its time lasts. Positions are expressions of the frame's size, so the regions
 * fit any resolution.
 */
export function blurFilter(regions: readonly BlurRegion[]): string {
  const crops = regions.map((_, i) => `[c${i}]`).join('');
  const steps = [`[0:v]split=${regions.length + 1}[v0]${crops}`];
  regions.forEach((r, i) => {
    const crop = `crop=w=iw*${fixed(r.width)}:h=ih*${fixed(r.height)}:x=iw*${fixed(r.x)}:y=ih*${fixed(r.y)}`;
    const when = `enable='between(t,${r.fromSeconds.toFixed(3)},${r.toSeconds.toFixed(3)})'`;
    // Blurred only while the region is shown: outside its time the overlay is off, and a blur
    // of every frame of a long video for each of many regions took minutes for nothing.
    const blur = `boxblur=lr='min(w,h)/3':lp=4:cr='min(cw,ch)/3':cp=4:${when}`;
    steps.push(`[c${i}]${crop},${blur}[b${i}]`);
    const at = `x=main_w*${fixed(r.x)}:y=main_h*${fixed(r.y)}`;
    steps.push(`[v${i}][b${i}]overlay=${at}:${when}[v${i + 1}]`);
  });
  return steps.join(';');
}

/**
 * Writes `output`, an MP4 of `input` with `regions` blurred: the picture encoded again as the
 * processing pipeline encodes it (H.264, faststart), the sound copied as it was.
 */
export async function blurRegions(
  tools: MediaTools,
  input: string,
  output: string,
  regions: readonly BlurRegion[],
  durationSeconds: number | null,
  signal?: AbortSignal,
): Promise<void> {
  await runTool(
    tools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-y', '-i', input],
      ...['-filter_complex', blurFilter(regions), '-map', `[v${regions.length}]`, '-map', '0:a:0?'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
      ...['-pix_fmt', 'yuv420p', '-color_range', 'tv'],
      ...['-c:a', 'copy', '-movflags', '+faststart', '-f', 'mp4', output],
    ],
    { signal, timeoutMs: Math.max(10 * MINUTE_MS, (durationSeconds ?? 0) * 4 * 1000) },
  );
}
