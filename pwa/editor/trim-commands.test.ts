import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromeLayout,
  containerDuration,
  ffmpegLiveWebm,
  probe,
  probeVideoFrames,
} from './test/webm-fixtures.ts';
import { trimCommands } from './trim-commands.ts';
import { planTrim, type TrimRange } from './trim-plan.ts';
import { readWebmKeyframes, type WebmKeyframes } from './webm-keyframes.ts';

// The commands ffmpeg.wasm runs, run here by the real ffmpeg binary (the same 5.1 series as
// @ffmpeg/core 0.12.10) on real live WebM files. The browser run itself is checked in
// Chromium, outside the unit tests.
let dir: string;
let source: string;
let bytes: Uint8Array;
let timeline: WebmKeyframes;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-trim-'));
  source = path.join(dir, 'recording.webm');
  bytes = chromeLayout(ffmpegLiveWebm({ seconds: 6, gop: 45 }));
  fs.writeFileSync(source, bytes);
  timeline = await readWebmKeyframes(new Blob([bytes.slice()]));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function trim(range: TrimRange, file = source, media = timeline) {
  const plan = planTrim(range, media);
  if (plan.kind !== 'cut') throw new Error('expected a cut');
  const commands = trimCommands(
    plan,
    { path: file, video: media.video, bitsPerSecond: 500_000 },
    dir,
  );
  for (const [name, text] of Object.entries(commands.files)) fs.writeFileSync(name, text);
  for (const step of commands.steps) {
    execFileSync('ffmpeg', ['-nostdin', '-y', '-v', 'error', ...step.args], { stdio: 'pipe' });
  }
  const output = new Uint8Array(fs.readFileSync(commands.output));
  return { plan, commands, output, frames: probeVideoFrames(output) };
}

const codecs = (output: Uint8Array) =>
  probe(output, ['-show_entries', 'stream=codec_name', '-of', 'csv=p=0']).trim().split('\n');

/** Each stream's first timestamp: audio and video must both start at the cut. */
const startTimes = (output: Uint8Array) =>
  probe(output, ['-show_entries', 'stream=start_time', '-of', 'csv=p=0'])
    .trim()
    .split('\n')
    .map(Number);

// Each test runs ffmpeg several times: seconds apiece on a machine busy with other work.
describe('trimCommands (run by the real ffmpeg)', { timeout: 60_000 }, () => {
  it('stream-copies from a keyframe and stops on the exact frame', () => {
    const keyframe = timeline.keyframes[1] ?? NaN; // 1.507: within 0.05 s of 1.5
    const { plan, commands, output, frames } = trim({ start: 1.5, end: 4.2 });
    expect(commands.mode).toBe('copy');
    expect(plan.start).toBe(keyframe);
    expect(codecs(output)).toEqual(['vp9', 'opus']);
    for (const start of startTimes(output)) expect(Math.abs(start)).toBeLessThan(0.01);
    expect(containerDuration(output)).toBeCloseTo(4.2 - keyframe, 1);
    // Exactly the source frames in [keyframe, 4.2), first one a keyframe, nothing lost.
    const expected = probeVideoFrames(bytes).filter(
      (f) => f.time >= keyframe - 1e-6 && f.time < 4.2,
    );
    expect(frames).toHaveLength(expected.length);
    expect(frames[0]?.key).toBe(true);
    expect((frames[0]?.time ?? NaN) - (frames.at(-1)?.time ?? NaN)).toBeCloseTo(
      (expected[0]?.time ?? NaN) - (expected.at(-1)?.time ?? NaN),
      2,
    );
  });

  it('copies when only the end is trimmed', () => {
    const { commands, output, frames } = trim({ start: 0, end: 3.3 });
    expect(commands.mode).toBe('copy');
    expect(containerDuration(output)).toBeCloseTo(3.3, 1);
    expect(frames.at(-1)?.time).toBeLessThan(3.3);
    expect(frames.at(-1)?.time).toBeGreaterThan(3.3 - 0.07);
  });

  it('starts a cut between keyframes on the keyframe before it and stream-copies', () => {
    // A keyframe every 1.5 s, like Chrome's every 2 s: one lies within reach before 2.8.
    const keyframe = timeline.keyframes.findLast((time) => time <= 2.8) ?? NaN;
    const { plan, commands, output, frames } = trim({ start: 2.8, end: 5.5 });
    expect(commands.mode).toBe('copy');
    expect(plan.start).toBe(keyframe);
    expect(keyframe).toBeLessThan(2.8);
    expect(codecs(output)).toEqual(['vp9', 'opus']);
    for (const start of startTimes(output)) expect(Math.abs(start)).toBeLessThan(0.01);
    expect(containerDuration(output)).toBeCloseTo(5.5 - keyframe, 1);
    expect(frames[0]?.key).toBe(true);
  });

  it('re-encodes the whole range when no keyframe is within reach before the cut', async () => {
    // One keyframe every 5 s (a browser that ignores the recorder's request): 3 s is too far.
    const sparse = chromeLayout(ffmpegLiveWebm({ seconds: 6, gop: 150 }));
    const file = path.join(dir, 'sparse.webm');
    fs.writeFileSync(file, sparse);
    const media = await readWebmKeyframes(new Blob([sparse.slice()]));
    const { commands, output, frames } = trim({ start: 3, end: 4.5 }, file, media);
    expect(commands.mode).toBe('reencode');
    expect(codecs(output)).toEqual(['vp8', 'opus']);
    for (const start of startTimes(output)) expect(Math.abs(start)).toBeLessThan(0.01);
    expect(containerDuration(output)).toBeCloseTo(1.5, 1);
    // A frame on every 1/30 s tick of the 1.5 s range.
    expect(frames).toHaveLength(45);
    expect(frames[0]?.time).toBeCloseTo(0, 2);
  });

  it('keeps the video where it starts when its track begins after the cut', async () => {
    const late = chromeLayout(ffmpegLiveWebm({ seconds: 4, gop: 45, videoDelay: 0.5 }));
    const file = path.join(dir, 'late.webm');
    fs.writeFileSync(file, late);
    const media = await readWebmKeyframes(new Blob([late.slice()]));
    expect(media.keyframes[0]).toBeGreaterThan(0.45);
    const { commands, output, frames } = trim({ start: 0.2, end: 3 }, file, media);
    expect(commands.mode).toBe('copy');
    expect(containerDuration(output)).toBeCloseTo(2.8, 1);
    expect(frames[0]?.time).toBeCloseTo((media.keyframes[0] ?? NaN) - 0.2, 1);
  });

  it('trims a recording without video', async () => {
    const audio = chromeLayout(ffmpegLiveWebm({ seconds: 3, video: false }));
    const file = path.join(dir, 'audio.webm');
    fs.writeFileSync(file, audio);
    const media = await readWebmKeyframes(new Blob([audio.slice()]));
    const { output } = trim({ start: 1, end: 2.5 }, file, media);
    expect(codecs(output)).toEqual(['opus']);
    expect(containerDuration(output)).toBeCloseTo(1.5, 1);
  });
});
