import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeTranscript } from './describe-transcript.ts';
import { findInstalledModels } from './installed-models.ts';
import { transcribe } from './transcribe.ts';
import { wordErrorRate } from './word-error-rate.ts';

/**
 * Accuracy needs real models, which cannot be downloaded here: these run only when MODELS_DIR
 * (default ./models) holds verified ones, and are reported as skipped, with why, otherwise.
 */
const modelsDir = path.resolve(process.env.MODELS_DIR ?? 'models');
const { files } = await findInstalledModels(modelsDir);
const skipWhy = (purpose: string) =>
  ` (skipped: no verified ${purpose} model in ${modelsDir}; see models/README.md)`;

const PARAGRAPH =
  'Good morning. This is a quick review of your retirement portfolio. ' +
  'Stocks rose this quarter, bonds held steady, and your cash reserve covers six months of expenses.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-accuracy-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function spokenWav(text: string): string {
  const speech = path.join(dir, 'speech.wav');
  const wav = path.join(dir, 'speech-16k.wav');
  execFileSync('espeak-ng', ['-w', speech, text]);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', speech, '-ac', '1', '-ar', '16000', wav]);
  return wav;
}

describe('accuracy with real models', { timeout: 300_000 }, () => {
  it.skipIf(!files.transcription)(
    `transcribes espeak speech with a word error rate of at most 0.15${files.transcription ? '' : skipWhy('transcription')}`,
    async () => {
      const { segments } = await transcribe({
        wavFile: spokenWav(PARAGRAPH),
        modelFile: files.transcription ?? '',
      });
      const heard = segments.map((segment) => segment.text).join(' ');
      expect(wordErrorRate(PARAGRAPH, heard)).toBeLessThanOrEqual(0.15);
    },
  );

  it.skipIf(!files.description)(
    `titles the transcript with its topic${files.description ? '' : skipWhy('description')}`,
    async () => {
      const summary = await describeTranscript({
        transcript: PARAGRAPH,
        modelFile: files.description ?? '',
      });
      expect(summary?.title).toMatch(/retirement|portfolio|quarter/i);
    },
  );
});
