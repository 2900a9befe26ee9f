import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tempFile = (name: string) =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-e2e-media-')), name);

/**
 * A WAV of spoken words from espeak-ng, for Chromium's fake microphone. A wrong path there
 * gives silence with no error, so the file is checked here.
 */
export function speechWav(text: string): string {
  const file = tempFile('speech.wav');
  execFileSync('espeak-ng', ['-w', file, text]);
  if (fs.statSync(file).size < 10_000) throw new Error(`espeak-ng wrote no speech to ${file}`);
  return file;
}

/**
 * A Y4M of one solid colour, for Chromium's fake camera (`--use-file-for-fake-video-capture`):
 * a recording of the camera is then told from one of the screen by its colour.
 */
export function solidColourY4m(colour: string): string {
  const file = tempFile('camera.y4m');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `color=c=${colour}:s=640x360:r=30:d=2`],
    ...['-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

/** The colour of the middle of a recording's first frame, as ffmpeg decodes it. */
export function middleColour(bytes: Buffer): [number, number, number] {
  const file = tempFile('media.webm');
  fs.writeFileSync(file, bytes);
  const out = execFileSync('ffmpeg', [
    ...['-v', 'error', '-i', file, '-vf', 'crop=2:2:iw/2:ih/2,scale=1:1', '-frames:v', '1'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ]);
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
}

export interface MediaFacts {
  /** From the container's header, as a player reads it; NaN when the header has none. */
  headerSeconds: number;
  /** How long the file really plays, found by decoding all of it. */
  decodedSeconds: number;
  codecs: string[];
  /** Loudest sample in dBFS (about -91 is digital silence); null without audio. */
  maxVolumeDb: number | null;
}

/** Decodes the whole file; ffmpeg reports progress and volumedetect on stderr. */
function decode(file: string, hasAudio: boolean) {
  const { stderr } = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-i', file, ...(hasAudio ? ['-af', 'volumedetect'] : []), '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  const times = [...stderr.matchAll(/time=(\d+):(\d+):([\d.]+)/g)];
  const last = times.at(-1);
  const volume = /max_volume: (-?[\d.]+) dB/.exec(stderr);
  return {
    decodedSeconds: last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0,
    maxVolumeDb: volume ? Number(volume[1]) : null,
  };
}

/** What ffprobe and ffmpeg's volumedetect find in a media file. */
export function probeMedia(bytes: Buffer): MediaFacts {
  const file = tempFile('media.webm');
  fs.writeFileSync(file, bytes);
  const probe = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file], {
      encoding: 'utf8',
    }),
  ) as { format: { duration?: string }; streams: { codec_name: string; codec_type: string }[] };
  const hasAudio = probe.streams.some((s) => s.codec_type === 'audio');
  return {
    headerSeconds: Number(probe.format.duration ?? Number.NaN),
    codecs: probe.streams.map((s) => s.codec_name),
    ...decode(file, hasAudio),
  };
}

/** When the video's keyframes are (seconds, ascending), as ffprobe reads its packets. */
export function videoKeyframes(bytes: Buffer): number[] {
  const file = tempFile('media.webm');
  fs.writeFileSync(file, bytes);
  const packets = execFileSync(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', 'v:0'],
      ...['-show_entries', 'packet=pts_time,flags', '-of', 'csv=p=0', file],
    ],
    { encoding: 'utf8' },
  );
  return packets
    .split('\n')
    .filter((line) => line.split(',')[1]?.startsWith('K'))
    .map((line) => Number(line.split(',')[0]))
    .sort((a, b) => a - b);
}

/** One frame of a video, scaled down to a grid of cells, each cell's colour as ffmpeg decodes it. */
export interface FrameGrid {
  /** The video's own picture size. */
  width: number;
  height: number;
  cols: number;
  rows: number;
  cell(col: number, row: number): [number, number, number];
}

/** The frame at `seconds`, averaged into `cols` x `rows` cells. */
export function frameGrid(bytes: Buffer, seconds: number, cols = 48, rows = 27): FrameGrid {
  const file = tempFile('frame.mp4');
  fs.writeFileSync(file, bytes);
  const [width = 0, height = 0] = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height',
      '-of',
      'csv=p=0',
      file,
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split(',')
    .map(Number);
  const out = execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(seconds), '-i', file, '-frames:v', '1'],
    ...['-vf', `scale=${cols}:${rows}:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ]);
  return {
    width,
    height,
    cols,
    rows,
    cell: (col, row) => {
      const at = (row * cols + col) * 3;
      return [out[at] ?? 0, out[at + 1] ?? 0, out[at + 2] ?? 0];
    },
  };
}
