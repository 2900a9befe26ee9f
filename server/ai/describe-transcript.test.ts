import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tinyLlamaModelFile } from '../test/tiny-llama-model.ts';
import { cleanSummary } from './clean-summary.ts';
import { describeTranscript } from './describe-transcript.ts';
import { sentences } from './summary-text.ts';

// The tiny model has random weights: its words are noise, so these tests check what the code
// around it guarantees (valid JSON, the limits, errors, cancellation), not what it writes.
const modelFile = tinyLlamaModelFile();
const transcript =
  'Hi everyone. Today I want to walk you through the three changes to your retirement plan ' +
  'for next year. First, the contribution limit goes up. Second, catch-up contributions ' +
  'change for people over fifty. Third, the match vests sooner.';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-describe-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/**
 * The tiny model always answers (greedy decoding over fixed weights), so a null here is a
 * regression, not noise: each test that describes speech insists on an answer.
 */
function expectClean(summary: Awaited<ReturnType<typeof describeTranscript>>) {
  if (summary === null) throw new Error('the model gave no usable title and description');
  expect(summary.title).not.toBe('');
  expect(summary.description).not.toBe('');
  expect(cleanSummary(summary)).toEqual(summary);
  expect(summary.title.length).toBeLessThanOrEqual(80);
  expect(summary.title).not.toMatch(/\n/);
  expect(summary.description.length).toBeLessThanOrEqual(300);
  expect(sentences(summary.description).length).toBeLessThanOrEqual(3);
}

describe('describing a transcript with a local llama model', { timeout: 30_000 }, () => {
  it('answers with a cleaned title and description within the limits', async () => {
    expectClean(await describeTranscript({ transcript, modelFile }));
  });

  it('gives the same answer when the same transcript is described again', async () => {
    const first = await describeTranscript({ transcript, modelFile });
    expectClean(first);
    expect(await describeTranscript({ transcript, modelFile })).toEqual(first);
  });

  it('cuts a transcript longer than the context to fit', async () => {
    const hourLong = transcript.repeat(200);
    expectClean(await describeTranscript({ transcript: hourLong, modelFile }));
  });

  it('returns null for a silent recording without loading a model', async () => {
    const silent = '[BLANK_AUDIO]\n(silence)\n';
    const missing = path.join(scratch, 'none.gguf');
    expect(await describeTranscript({ transcript: silent, modelFile: missing })).toBeNull();
  });

  it('rejects naming the file when the model file is missing', async () => {
    const missing = path.join(scratch, 'missing.gguf');
    await expect(describeTranscript({ transcript, modelFile: missing })).rejects.toThrow(
      `Cannot load the llama model ${missing}: ENOENT`,
    );
  });

  it('rejects when the model file is cut short', async () => {
    const truncated = path.join(scratch, 'truncated.gguf');
    fs.writeFileSync(truncated, fs.readFileSync(modelFile).subarray(0, 100_000));
    await expect(describeTranscript({ transcript, modelFile: truncated })).rejects.toThrow(
      `Cannot load the llama model ${truncated}`,
    );
  });

  it('rejects when the file is not a GGUF model', async () => {
    const notGguf = path.join(scratch, 'not-a-model.gguf');
    fs.writeFileSync(notGguf, 'ggml-base.en.bin is a whisper model, not this');
    await expect(describeTranscript({ transcript, modelFile: notGguf })).rejects.toThrow(
      `Cannot load the llama model ${notGguf}: Invalid GGUF magic`,
    );
  });

  it('rejects with the reason when cancelled before it starts', async () => {
    const reason = new Error('job cancelled');
    const signal = AbortSignal.abort(reason);
    await expect(describeTranscript({ transcript, modelFile, signal })).rejects.toBe(reason);
  });

  it('stops and rejects with the reason when cancelled while running', async () => {
    const controller = new AbortController();
    const reason = new Error('worker shutting down');
    const running = describeTranscript({ transcript, modelFile, signal: controller.signal });
    controller.abort(reason);
    await expect(running).rejects.toBe(reason);
  });
});
