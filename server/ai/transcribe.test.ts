import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../ffmpeg/probe.ts';
import { MediaToolError } from '../ffmpeg/run-tool.ts';
import { PATH_MEDIA_TOOLS } from '../test/media-tools.ts';
import { tinyWhisperModel } from '../test/tiny-whisper-model.ts';
import { transcribe } from './transcribe.ts';
import type { TimedText } from '../../shared/captions/build-cues.ts';

// These run the real whisper-cli (built once by `npm run whisper:build`) on a random-weight
// model: the words are gibberish, so the tests check shape, timing and failure, not text.

let dir: string;
let speechWav: string;
let speechSeconds: number;
/** The speech and five minutes of silence: ten 30 s windows, about 35 s of work on 2 cores. */
let longWav: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-transcribe-'));
  const spoken = path.join(dir, 'spoken.wav');
  speechWav = path.join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-w', spoken, 'Hello, this is a short message about your account.']);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-i', spoken],
    ...['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', speechWav],
  ]);
  longWav = path.join(dir, 'long.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-i', speechWav, '-af', 'apad=whole_dur=300', longWav]);
  speechSeconds = (await probeMedia(PATH_MEDIA_TOOLS, speechWav)).durationSeconds ?? NaN;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function expectTimedInOrder(parts: TimedText[], seconds: number) {
  let previousStart = 0;
  for (const part of parts) {
    expect(part.text.trim()).not.toBe('');
    expect(Number.isFinite(part.start) && Number.isFinite(part.end)).toBe(true);
    expect(part.start).toBeGreaterThanOrEqual(previousStart);
    expect(part.end).toBeGreaterThanOrEqual(part.start);
    expect(part.end).toBeLessThanOrEqual(seconds);
    previousStart = part.start;
  }
}

// Real whisper-cli runs: seconds each on a busy two-core machine.
describe('transcribe', { timeout: 30_000 }, () => {
  it('turns speech into segments and words timed within the audio', async () => {
    const transcript = await transcribe({ wavFile: speechWav, modelFile: tinyWhisperModel() });
    expect(transcript.segments.length).toBeGreaterThan(0);
    expectTimedInOrder(transcript.segments, speechSeconds);
    expect(transcript.words.length).toBeGreaterThan(0);
    expectTimedInOrder(transcript.words, speechSeconds);
  });

  it('names a model file that is not there', async () => {
    const modelFile = path.join(dir, 'ggml-missing.bin');
    await expect(transcribe({ wavFile: speechWav, modelFile })).rejects.toThrow(
      `whisper model not found: ${modelFile}`,
    );
  });

  it('passes on whisper-cli’s reason when the model file is cut short', async () => {
    const modelFile = path.join(dir, 'ggml-truncated.bin');
    const model = fs.readFileSync(tinyWhisperModel());
    fs.writeFileSync(modelFile, model.subarray(0, model.length / 2));
    const run = transcribe({ wavFile: speechWav, modelFile });
    await expect(run).rejects.toBeInstanceOf(MediaToolError);
    await expect(run).rejects.toThrow(/not all tensors loaded/);
  });

  it('rejects audio whisper-cli cannot decode', async () => {
    const wavFile = path.join(dir, 'noise.wav');
    fs.writeFileSync(wavFile, Buffer.alloc(2000, 0x5a));
    await expect(transcribe({ wavFile, modelFile: tinyWhisperModel() })).rejects.toThrow(
      new MediaToolError(`whisper-cli could not read the audio in ${wavFile}`),
    );
  });

  it('stops whisper-cli when cancelled and leaves no files behind', async () => {
    const modelFile = tinyWhisperModel();
    // A temp folder of its own: other test files run whisper at the same time.
    const ownTemp = fs.mkdtempSync(path.join(dir, 'tmp-'));
    const sharedTemp = process.env.TMPDIR;
    process.env.TMPDIR = ownTemp;
    try {
      const cancel = new AbortController();
      const reason = new Error('recording deleted');
      setTimeout(() => cancel.abort(reason), 300);
      await expect(transcribe({ wavFile: longWav, modelFile, signal: cancel.signal })).rejects.toBe(
        reason,
      );
      // The process keeps its (empty) work folder for the next job; no file of this one stays.
      const left = fs.readdirSync(ownTemp, { recursive: true, withFileTypes: true });
      expect(
        left.filter((entry) => !entry.isDirectory() || entry.name.startsWith('whisper')),
      ).toEqual([]);
    } finally {
      if (sharedTemp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = sharedTemp;
    }
  });
});
