import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEXT_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** A line of black text drawn at (x, y) on the frames from `from` to `to` seconds. */
export interface DrawnLine {
  text: string;
  y: number;
  from: number;
  to: number;
  /** 40 unless told. */
  x?: number;
}

/**
 * A real WebM (VP8, white, 640x360 unless told) showing `lines` at the size a screen recording
 * shows text, drawn by ffmpeg's drawtext, with a steady tone for its sound when `tone` is set
 * (silent otherwise). Runs ffmpeg synchronously: call it before a server starts, or its
 * connections stall.
 */
export function videoShowing(
  lines: readonly DrawnLine[],
  {
    seconds = 4,
    size = '640x360',
    tone = false,
  }: { seconds?: number; size?: string; tone?: boolean } = {},
): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-text-video-'));
  const file = path.join(dir, 'screen.webm');
  const draw = lines.map(
    ({ text, y, from, to, x = 40 }) =>
      `drawtext=fontfile=${TEXT_FONT}:fontsize=28:fontcolor=black:x=${x}:y=${y}:text='${text}':enable='between(t,${from},${to})'`,
  );
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', `color=c=white:s=${size}:d=${seconds}:r=10`],
      ...(tone ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
      ...['-vf', draw.join(','), '-c:v', 'libvpx', '-b:v', '400k'],
      ...(tone ? ['-c:a', 'libopus'] : []),
      file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
