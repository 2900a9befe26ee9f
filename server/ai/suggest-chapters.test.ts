import { describe, expect, it } from 'vitest';
import type { Cue } from '../../shared/captions/webvtt.ts';
import { tinyLlamaModelFile } from '../test/tiny-llama-model.ts';
import { cleanSuggestions } from './clean-suggestions.ts';
import { suggestFromCues } from './suggest-chapters.ts';

// The tiny model has random weights: its words are noise, so these tests check what the code
// around it guarantees (JSON in, checked suggestions out, bounds, cancellation), not what it says.
const modelFile = tinyLlamaModelFile();
const SENTENCES = [
  'Hi everyone, today we look at your retirement plan.',
  'First, the contribution limit goes up next year.',
  'Second, catch-up contributions change for people over fifty.',
  'Third, the employer match vests sooner.',
  'Let us talk about what this means for your savings.',
  'To sum up, call me if you want to raise your contribution.',
];
/** A caption every 8 s for `seconds`, the sentences in turn. */
function cuesFor(seconds: number): Cue[] {
  return Array.from({ length: Math.floor(seconds / 8) }, (_, i) => ({
    start: i * 8,
    end: i * 8 + 8,
    text: SENTENCES[i % SENTENCES.length] ?? '',
  }));
}

function expectChecked(
  suggested: Awaited<ReturnType<typeof suggestFromCues>>,
  durationSeconds: number,
) {
  if (!suggested) throw new Error('spoken captions were not read by the model');
  // Cleaning what was cleaned changes nothing: every rule holds for what came back.
  const starts = suggested.chapters.map((chapter) => chapter.startSeconds);
  const again = {
    chapters: suggested.chapters.map((chapter, moment) => ({ moment, title: chapter.title })),
    summary: suggested.summary,
  };
  expect(cleanSuggestions(again, starts, durationSeconds)).toEqual(suggested);
  for (const chapter of suggested.chapters) {
    expect(chapter.startSeconds).toBeLessThan(durationSeconds);
    expect(chapter.title.length).toBeLessThanOrEqual(60);
  }
  expect((suggested.summary ?? '').length).toBeLessThanOrEqual(300);
}

describe('suggesting chapters and a summary with a local llama model', { timeout: 60_000 }, () => {
  it('answers with checked suggestions, the same each time for the same captions', async () => {
    const cues = cuesFor(240);
    const first = await suggestFromCues({ cues, durationSeconds: 240, modelFile });
    expectChecked(first, 240);
    expect(await suggestFromCues({ cues, durationSeconds: 240, modelFile })).toEqual(first);
  });

  it('fits the captions of an hour-long talk into the model’s context', async () => {
    const hour = await suggestFromCues({ cues: cuesFor(3600), durationSeconds: 3600, modelFile });
    expectChecked(hour, 3600);
  });

  it('returns null for captions with no words, without loading a model', async () => {
    const silent: Cue[] = [{ start: 0, end: 5, text: '[BLANK_AUDIO] …' }];
    const missing = '/nonexistent/model.gguf';
    expect(
      await suggestFromCues({ cues: silent, durationSeconds: 90, modelFile: missing }),
    ).toBeNull();
  });

  it('rejects with the reason when cancelled', async () => {
    const reason = new Error('job cancelled');
    const signal = AbortSignal.abort(reason);
    await expect(
      suggestFromCues({ cues: cuesFor(120), durationSeconds: 120, modelFile, signal }),
    ).rejects.toBe(reason);
  });
});
