import { describe, expect, it } from 'vitest';
import type { SuggestionsResponse } from '../../../shared/api/videos.ts';
import { chaptersOffer, suggestionFingerprint, summaryOffer } from './suggestion-offers.ts';

const CHAPTERS = [
  { title: 'Where we stand', startSeconds: 0 },
  { title: 'Next steps', startSeconds: 95 },
];
const SUMMARY = 'Your accounts are on track. Two changes are worth making before year end.';
const done: SuggestionsResponse = { status: 'done', chapters: CHAPTERS, summary: SUMMARY };

describe('what the video page offers of the suggestions', () => {
  it('offers suggested chapters that differ from the video’s own', () => {
    expect(chaptersOffer(done, [])).toEqual(CHAPTERS);
    expect(chaptersOffer(done, [{ title: 'Intro', startSeconds: 0 }])).toEqual(CHAPTERS);
    expect(chaptersOffer(done, CHAPTERS)).toBeNull();
  });

  it('offers a suggested summary that differs from the description', () => {
    expect(summaryOffer(done, '')).toBe(SUMMARY);
    expect(summaryOffer(done, `  ${SUMMARY} `)).toBeNull();
  });

  it('offers nothing while pending, when unavailable, or when nothing was suggested', () => {
    for (const status of ['pending', 'unavailable'] as const) {
      const response = { ...done, status };
      expect(chaptersOffer(response, [])).toBeNull();
      expect(summaryOffer(response, '')).toBeNull();
    }
    const none: SuggestionsResponse = { status: 'done', chapters: [], summary: null };
    expect(chaptersOffer(none, [])).toBeNull();
    expect(summaryOffer(none, '')).toBeNull();
    expect(chaptersOffer(undefined, [])).toBeNull();
  });

  it('tells suggestions apart by a fingerprint that does not keep their words', () => {
    const fingerprint = suggestionFingerprint(CHAPTERS);
    expect(fingerprint).toBe(suggestionFingerprint(structuredClone(CHAPTERS)));
    expect(fingerprint).not.toBe(suggestionFingerprint(CHAPTERS.slice(1)));
    expect(fingerprint).not.toContain('Where');
  });
});
