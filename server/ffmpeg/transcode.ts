import { runTool } from './run-tool.ts';
import type { MediaTools } from './tools.ts';

const QUIET = ['-nostdin', '-v', 'error', '-y'];
const MINUTE_MS = 60_000;
/** Smooth for a talking head and a screen, and played by every phone and TV. */
export const MP4_FRAME_RATE = 30;

/** The picture at 30 fps, its sides made even, in the limited range H.264 players assume. */
export const MP4_PICTURE = `fps=${MP4_FRAME_RATE},scale=trunc(iw/2)*2:trunc(ih/2)*2:out_range=tv`;

/** How every MP4 viewers are served is encoded, after its picture and sound are chosen. */
export const MP4_ENCODING = [
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
  ...['-pix_fmt', 'yuv420p', '-color_range', 'tv'],
  ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4'],
];

/** An encode may take a few times the video's length on a small server, never less than 10 min. */
export function encodeTimeoutMs(durationSeconds: number | null): number {
  return Math.max(10 * MINUTE_MS, (durationSeconds ?? 0) * 4 * 1000);
}

/**
 * H.264/AAC MP4 with the index at the front (faststart), the one file every browser, iPhone
 * included, plays and starts before it has all of it. Odd sizes are evened out (yuv420p needs
 * even sides); a recording without sound gets an MP4 without sound.
 *
 * The video is made a constant 30 frames a second. MediaRecorder's WebM states no frame rate
 * and stamps frames in milliseconds, which ffmpeg would otherwise take as 1000 fps: a frame
 * for every millisecond, a file several times larger and slower to make, that phones and
 * TVs may refuse. Chrome records full-range colour; the MP4 gets the limited range that
 * players assume for H.264, or blacks and whites come out wrong on some of them.
 */
export async function transcodeToMp4(
  tools: MediaTools,
  input: string,
  output: string,
  durationSeconds: number | null,
  signal?: AbortSignal,
): Promise<void> {
  await runTool(
    tools.ffmpeg,
    [
      ...QUIET,
      ...['-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
      ...['-vf', MP4_PICTURE],
      ...MP4_ENCODING,
      output,
    ],
    { signal, timeoutMs: encodeTimeoutMs(durationSeconds) },
  );
}

/** A 640-pixel-wide JPEG of the frame at `atSeconds` (the first one for a very short video). */
export async function extractThumbnail(
  tools: MediaTools,
  input: string,
  output: string,
  atSeconds: number,
  signal?: AbortSignal,
): Promise<void> {
  await runTool(
    tools.ffmpeg,
    [
      ...QUIET,
      ...['-ss', atSeconds.toFixed(3), '-i', input, '-frames:v', '1'],
      ...['-vf', 'scale=640:-2', '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', output],
    ],
    { signal, timeoutMs: 2 * MINUTE_MS },
  );
}

/**
 * 16 kHz mono 16-bit WAV of the sound, the input whisper.cpp expects; with `limitSeconds`, no
 * more than that much of it, however long the file turns out to be.
 */
export async function extractSpeechWav(
  tools: MediaTools,
  input: string,
  output: string,
  durationSeconds: number | null,
  signal?: AbortSignal,
  limitSeconds?: number,
): Promise<void> {
  await runTool(
    tools.ffmpeg,
    [
      ...QUIET,
      ...['-i', input, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le'],
      ...(limitSeconds === undefined ? [] : ['-t', limitSeconds.toFixed(3)]),
      ...['-f', 'wav', output],
    ],
    { signal, timeoutMs: encodeTimeoutMs(durationSeconds) },
  );
}
