/**
 * What composing a two-stream recording costs: the CPU seconds (ffmpeg's) per media second of
 * making the MP4 of a 1440×900 screen recording (Chromium's MediaRecorder, VP9 + Opus) with a
 * 640×360 camera in the bubble layout, against today's screen-only MP4 of the same screen,
 * measured in paired rounds with the order rotated (median and range).
 * Target: composing at most 1.3× the screen-only MP4's CPU.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LAYOUT } from '../shared/schemas/camera-layout.ts';
import { composeToMp4 } from '../server/ffmpeg/compose.ts';
import { probeMedia } from '../server/ffmpeg/probe.ts';
import type { MediaTools } from '../server/ffmpeg/tools.ts';
import { transcodeToMp4 } from '../server/ffmpeg/transcode.ts';
import { reapedChildrenCpuSeconds } from './lib/cpu.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { formatSpread, pairedRatios, spreadOf } from './lib/paired.ts';
import type { BenchResult } from './lib/report.ts';
import { SCREEN_HEIGHT, SCREEN_WIDTH, screenRecording } from './lib/screen-recording.ts';

const TOOLS: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const TARGET_RATIO = 1.3;
/** The camera started this much after the screen, as a real recording's would. */
const OFFSET_MS = 120;

/** CPU seconds of the ffmpeg runs `work` waits for. */
async function ffmpegCpu(work: () => Promise<unknown>): Promise<number> {
  const before = reapedChildrenCpuSeconds();
  await work();
  return reapedChildrenCpuSeconds() - before;
}

/** A moving 640×360 camera picture without sound (as the PWA records it), VP8 WebM. */
function cameraRecording(file: string, seconds: number): void {
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=s=640x360:r=30:d=${seconds}`],
    ...['-c:v', 'libvpx', '-b:v', '1M', '-deadline', 'realtime', file],
  ]);
}

export async function run(): Promise<BenchResult> {
  const seconds = positiveNumberEnv('BENCH_SECONDS', 15);
  const rounds = positiveNumberEnv('BENCH_ROUNDS', 3);
  const screen = await screenRecording(seconds);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-compose-bench-'));
  try {
    const camera = path.join(dir, 'camera.webm');
    cameraRecording(camera, seconds);
    const probe = await probeMedia(TOOLS, screen);
    const mediaSeconds = probe.durationSeconds ?? seconds;
    const streams = {
      screen,
      camera,
      offsetMs: OFFSET_MS,
      width: probe.width ?? SCREEN_WIDTH,
      height: probe.height ?? SCREEN_HEIGHT,
      cameraWidth: 640,
      cameraHeight: 360,
    };
    const composed: number[] = [];
    const screenOnly: number[] = [];
    const compose = async () => {
      const out = path.join(dir, 'composed.mp4');
      composed.push(
        await ffmpegCpu(() =>
          composeToMp4(TOOLS, streams, DEFAULT_LAYOUT, out, probe.durationSeconds),
        ),
      );
    };
    const transcode = async () => {
      const out = path.join(dir, 'screen.mp4');
      screenOnly.push(
        await ffmpegCpu(() => transcodeToMp4(TOOLS, screen, out, probe.durationSeconds)),
      );
    };
    for (let i = 0; i < rounds; i++) {
      // The order turns each round, so neither side always runs on a warm cache.
      for (const step of i % 2 === 0 ? [compose, transcode] : [transcode, compose]) await step();
    }
    const perSecond = (values: number[]) => spreadOf(values.map((cpu) => cpu / mediaSeconds));
    const ratio = pairedRatios(composed, screenOnly);
    return {
      name: 'compose',
      figures: {
        'media seconds': Number(mediaSeconds.toFixed(2)),
        rounds,
        'bubble compose CPU s per media s': formatSpread(perSecond(composed), 3),
        'screen-only MP4 CPU s per media s': formatSpread(perSecond(screenOnly), 3),
        'compose / screen-only CPU (paired)': formatSpread(ratio),
        target: `≤ ${TARGET_RATIO}`,
        met: ratio.median <= TARGET_RATIO ? 'yes' : 'no',
      },
      notes: [
        `screen: ${SCREEN_WIDTH}x${SCREEN_HEIGHT} VP9 + Opus WebM from Chromium's MediaRecorder; camera: 640x360 VP8, no sound, ${OFFSET_MS} ms late`,
        'CPU seconds are the ffmpeg processes’ own (user + system), so a busy machine slows both sides but adds little to either',
      ],
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
