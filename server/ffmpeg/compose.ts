import {
  BUBBLE_DIAMETER,
  BUBBLE_MARGIN,
  type CameraLayout,
} from '../../shared/schemas/camera-layout.ts';
import { runTool } from './run-tool.ts';
import type { MediaTools } from './tools.ts';
import { encodeTimeoutMs, MP4_ENCODING, MP4_FRAME_RATE, MP4_PICTURE } from './transcode.ts';

/** Two recordings made side by side: the screen (with the sound) and the camera. */
export interface TwoStreams {
  screen: string;
  camera: string;
  /** When the camera's first frame was captured after the screen's (negative: before), in ms. */
  offsetMs: number;
  /** The screen's picture size: the composed frame's, camera only aside. */
  width: number;
  height: number;
  /** The camera's picture size, as ffprobe reads its first frame: camera only's frame. */
  cameraWidth: number;
  cameraHeight: number;
}

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
const secs = (ms: number) => (ms / 1000).toFixed(3);

/**
 * The camera's frames on the screen's clock: its first frame at `offsetMs` into the screen, or,
 * when it started first, the part before the screen's start cut off.
 */
function cameraOnScreenClock(offsetMs: number): string {
  return offsetMs >= 0
    ? `setpts=PTS-STARTPTS+${secs(offsetMs)}/TB`
    : `trim=start=${secs(-offsetMs)},setpts=PTS-STARTPTS`;
}

/**
 * A white disc on black, `size` pixels across with a one-pixel soft edge, drawn once and then
 * repeated: the bubble's alpha. Drawing it per frame (geq on every camera frame) would cost
 * as much as the rest of the graph.
 */
function discMask(size: number): string {
  const r = size / 2;
  const disc = `255*clip(${r}-hypot(X+0.5-${r}\\,Y+0.5-${r})+0.5\\,0\\,1)`;
  return (
    `color=c=black:s=${size}x${size}:r=${MP4_FRAME_RATE}:d=1,format=gray,` +
    `geq=lum='${disc}',trim=end_frame=1,loop=loop=-1:size=1`
  );
}

/**
 * The filter graph that lays the camera ([1:v]) over the screen ([0:v]) in `layout`, output
 * [v]. Every layout is the screen with the camera overlaid where the layout puts it, and an
 * overlay passes the screen through once the camera ends: a camera lost mid-recording leaves
 * the screen going on, never a failed video.
 */
export function composeFilter(streams: TwoStreams, layout: CameraLayout): string {
  const W = even(streams.width);
  const H = even(streams.height);
  const camera = `[1:v]${cameraOnScreenClock(streams.offsetMs)},fps=${MP4_FRAME_RATE}`;
  const over = (x: number | string, y: number | string) =>
    `[s][c]overlay=x=${x}:y=${y}:eof_action=pass:format=yuv420[v]`;
  switch (layout.kind) {
    case 'screen_only':
      return `[0:v]${MP4_PICTURE}[v]`;
    case 'camera_only': {
      // The camera's own picture, whole: a phone held upright makes a portrait video. The
      // screen, fitted inside on black, shows only where a lost camera leaves it.
      const [CW, CH] = [even(streams.cameraWidth), even(streams.cameraHeight)];
      const fit = `scale=${CW}:${CH}:force_original_aspect_ratio=decrease:force_divisible_by=2:out_range=tv`;
      return [
        `[0:v]fps=${MP4_FRAME_RATE},${fit},pad=${CW}:${CH}:(ow-iw)/2:(oh-ih)/2:black[s]`,
        `${camera},scale=${CW}:${CH}:out_range=tv[c]`,
        over(0, 0),
      ].join(';');
    }
    case 'side_by_side': {
      // Each in its half, whole and centred, on black.
      const half = even(W / 2);
      const fit = `scale=${half}:${H}:force_original_aspect_ratio=decrease:force_divisible_by=2:out_range=tv`;
      return [
        `[0:v]fps=${MP4_FRAME_RATE},${fit},pad=${W}:${H}:(${half}-iw)/2:(oh-ih)/2:black[s]`,
        `${camera},${fit}[c]`,
        over(`${half}+(${half}-overlay_w)/2`, '(main_h-overlay_h)/2'),
      ].join(';');
    }
    case 'bubble': {
      const size = even(BUBBLE_DIAMETER[layout.size] * H);
      const margin = Math.round(BUBBLE_MARGIN * H);
      const x = layout.corner.endsWith('left') ? margin : W - size - margin;
      const y = layout.corner.startsWith('top') ? margin : H - size - margin;
      return [
        `[0:v]${MP4_PICTURE}[s]`,
        `${discMask(size)}[m]`,
        `${camera},crop='min(iw,ih)':'min(iw,ih)',scale=${size}:${size}:out_range=tv,format=yuva420p[r]`,
        '[r][m]alphamerge=shortest=1[c]',
        over(x, y),
      ].join(';');
    }
  }
}

/**
 * Writes `output`, the MP4 of a two-stream recording in `layout`: encoded as every MP4 viewers
 * get (frame size, 30 fps, H.264/AAC, faststart), the sound from the screen's file only (a
 * camera file's own sound, if it has any, is ignored).
 */
export async function composeToMp4(
  tools: MediaTools,
  streams: TwoStreams,
  layout: CameraLayout,
  output: string,
  durationSeconds: number | null,
  signal?: AbortSignal,
): Promise<void> {
  const inputs =
    layout.kind === 'screen_only'
      ? ['-i', streams.screen]
      : ['-i', streams.screen, '-i', streams.camera];
  await runTool(
    tools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-y', ...inputs],
      ...['-filter_complex', composeFilter(streams, layout), '-map', '[v]', '-map', '0:a:0?'],
      ...MP4_ENCODING,
      output,
    ],
    { signal, timeoutMs: encodeTimeoutMs(durationSeconds) },
  );
}
