import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The composed frame's size: the screen fixture's. */
export const SCREEN_SIZE = { width: 640, height: 360 } as const;

/**
 * Colour segments (seconds each) of one fixture, joined into one WebM made by ffmpeg, with
 * `draw` (a filter such as drawbox) applied to every frame when given.
 */
function coloured(
  size: string,
  segments: readonly (readonly [string, number])[],
  withSound: boolean,
  draw?: string,
): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-two-stream-'));
  const file = path.join(dir, 'recording.webm');
  const total = segments.reduce((sum, [, seconds]) => sum + seconds, 0);
  const sources = segments.map(
    ([colour, seconds], i) => `color=c=${colour}:s=${size}:r=30:d=${seconds}[s${i}]`,
  );
  const joined = `${segments.map((_, i) => `[s${i}]`).join('')}concat=n=${segments.length}${draw ? `,${draw}` : ''}[v]`;
  const sound = withSound
    ? [`sine=frequency=440:d=${total}:sample_rate=48000:samples_per_frame=960[a]`]
    : [];
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-filter_complex', [...sources, joined, ...sound].join(';')],
      ...['-map', '[v]', ...(withSound ? ['-map', '[a]'] : [])],
      ...['-c:v', 'libvpx', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8'],
      ...(withSound ? ['-c:a', 'libopus'] : []),
      file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A 3 s green "screen" with sound, 640×360. */
export const greenScreen = () => coloured('640x360', [['green', 3]], true);

/** A 2 s red "camera" with no sound, 640×360: shorter than the screen, as a lost camera is. */
export const redCamera = () => coloured('640x360', [['red', 2]], false);

/** A portrait camera's picture, as a phone held upright records it. */
export const PORTRAIT_SIZE = { width: 360, height: 640 } as const;

/**
 * A 3 s red camera, 360×640, with a white band across its top quarter: cropped to the
 * screen's shape the band is gone, stretched to it the band is squat.
 */
export const portraitCamera = () =>
  coloured('360x640', [['red', 3]], false, 'drawbox=x=0:y=0:w=iw:h=160:color=white:t=fill');

/** A 3 s green screen that flashes white at 1.5 s for 0.2 s. */
export const flashingScreen = () =>
  coloured(
    '640x360',
    [
      ['green', 1.5],
      ['white', 0.2],
      ['green', 1.3],
    ],
    true,
  );

/**
 * A red camera that started `offsetMs` after the screen and so flashes white at the same
 * instant, which is 1.5 s − offset into its own file.
 */
export const flashingCamera = (offsetMs: number) =>
  coloured(
    '640x360',
    [
      ['red', 1.5 - offsetMs / 1000],
      ['white', 0.2],
      ['red', 1],
    ],
    false,
  );

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The colour of one pixel of every frame of `file`, in order. */
export function pixelPerFrame(file: string, x: number, y: number): Rgb[] {
  const raw = execFileSync('ffmpeg', [
    // 2×2: a 4:2:0 picture is not cropped to an odd size; its first pixel is the one asked for.
    ...['-v', 'error', '-i', file, '-vf', `crop=2:2:${x}:${y}`],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
  ]);
  const pixels: Rgb[] = [];
  for (let i = 0; i + 11 < raw.length; i += 12) {
    pixels.push({ r: raw[i] ?? 0, g: raw[i + 1] ?? 0, b: raw[i + 2] ?? 0 });
  }
  return pixels;
}

/** A video's picture size, as ffprobe reads its first stream. */
export function pictureSize(file: string): { width: number; height: number } {
  const [width = 0, height = 0] = execFileSync(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0'],
      ...['-show_entries', 'stream=width,height', '-of', 'csv=p=0', file],
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split(',')
    .map(Number);
  return { width, height };
}

/**
 * One frame of `file` at `atSeconds`, as RGB rows `width` pixels long (the screen fixture's
 * by default): `at(x, y)` reads a pixel.
 */
export function frameAt(file: string, atSeconds: number, width: number = SCREEN_SIZE.width) {
  const raw = execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', atSeconds.toFixed(3), '-i', file, '-frames:v', '1'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
  ]);
  return {
    raw,
    at(x: number, y: number): Rgb {
      const i = (y * width + x) * 3;
      return { r: raw[i] ?? 0, g: raw[i + 1] ?? 0, b: raw[i + 2] ?? 0 };
    },
  };
}

/** What a pixel looks like, loosely (encoding moves colours a little). */
export function colourOf({ r, g, b }: Rgb): 'red' | 'green' | 'white' | 'black' | 'other' {
  if (r > 200 && g > 200 && b > 200) return 'white';
  if (r > 180 && g < 80 && b < 80) return 'red';
  if (g > 90 && r < 60 && b < 60) return 'green';
  if (r < 40 && g < 40 && b < 40) return 'black';
  return 'other';
}
