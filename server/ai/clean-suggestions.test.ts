import { describe, expect, it } from 'vitest';
import { cleanSuggestions, maxSuggestedChapters } from './clean-suggestions.ts';

/** Caption starts of a five-minute talk: a caption every 10 s from 0.4 s. */
const MOMENTS = Array.from({ length: 30 }, (_, i) => 0.4 + i * 10);
const FIVE_MINUTES = 300;
const SUMMARY =
  'Your retirement plan changes next year. The contribution limit rises and the match vests sooner.';

const clean = (answer: unknown, duration = FIVE_MINUTES) =>
  cleanSuggestions(answer, MOMENTS, duration);

describe('checking the chapters and summary a language model suggests', () => {
  it('keeps a good answer, the first chapter moved to 0 and the rest at their captions', () => {
    const answer = {
      chapters: [
        { moment: 0, title: 'Where we stand' },
        { moment: 6, title: 'The new limit' },
        { moment: 18, title: 'Next steps' },
      ],
      summary: SUMMARY,
    };
    expect(clean(answer)).toEqual({
      chapters: [
        { title: 'Where we stand', startSeconds: 0 },
        { title: 'The new limit', startSeconds: 60.4 },
        { title: 'Next steps', startSeconds: 180.4 },
      ],
      summary: SUMMARY,
    });
  });

  it('puts chapters given out of order in order of start', () => {
    const answer = {
      chapters: [
        { moment: 18, title: 'Next steps' },
        { moment: 0, title: 'Hello' },
        { moment: 6, title: 'Limits' },
      ],
    };
    expect(clean(answer).chapters.map((c) => c.title)).toEqual(['Hello', 'Limits', 'Next steps']);
  });

  it('drops chapters at no known moment, past the end, too close together or named twice', () => {
    const answer = {
      chapters: [
        { moment: 0, title: 'Opening' },
        { moment: 1, title: 'Ten seconds later' },
        { moment: 2.5, title: 'Half a moment' },
        { moment: -1, title: 'Before the start' },
        { moment: 999, title: 'No such moment' },
        { moment: 12, title: 'opening' },
        { moment: 15, title: 'Middle' },
        { moment: 29, title: 'In the last seconds' },
        { moment: '20', title: 'A string' },
        { title: 'No moment' },
      ],
    };
    expect(clean(answer).chapters).toEqual([
      { title: 'Opening', startSeconds: 0 },
      { title: 'Middle', startSeconds: 150.4 },
    ]);
    // The video is shorter than the captions say: chapters after its end go.
    expect(clean(answer, 100).chapters).toEqual([]);
  });

  it('tidies titles to one bounded line without control characters, quotes or labels', () => {
    const answer = {
      chapters: [
        { moment: 0, title: '"Title: **Welcome\u0007 back\nto the\tcall.**"' },
        { moment: 9, title: `${'Portfolio '.repeat(20)}review` },
      ],
    };
    const [first, second] = clean(answer).chapters;
    expect(first?.title).toBe('Welcome back to the call');
    expect(second?.title.length).toBeLessThanOrEqual(60);
    expect(second?.title).toMatch(/^Portfolio Portfolio .*…$/);
  });

  it('suggests no chapters when the first is not at the opening, or too few or too many', () => {
    const late = { chapters: [6, 12, 18].map((moment) => ({ moment, title: `At ${moment}` })) };
    expect(clean(late).chapters).toEqual([]);
    const one = { chapters: [{ moment: 0, title: 'Everything' }] };
    expect(clean(one).chapters).toEqual([]);
    const many = {
      chapters: Array.from({ length: 12 }, (_, i) => ({ moment: i * 2, title: `Part ${i}` })),
    };
    expect(maxSuggestedChapters(FIVE_MINUTES)).toBe(6);
    expect(clean(many).chapters).toEqual([]);
  });

  it('suggests no chapters for a video under a minute, but may still suggest a summary', () => {
    const answer = {
      chapters: [
        { moment: 0, title: 'Hello' },
        { moment: 2, title: 'Goodbye' },
      ],
      summary: SUMMARY,
    };
    expect(clean(answer, 45)).toEqual({ chapters: [], summary: SUMMARY });
  });

  it('keeps a summary of two or three sentences, cut to three and 300 characters', () => {
    expect(clean({ summary: 'Summary: “One. Two. Three. Four.”' }).summary).toBe(
      'One. Two. Three.',
    );
    const long = clean({ summary: `${'Word '.repeat(70)}end. ${'More '.repeat(70)}end.` });
    expect(long.summary).toBeNull();
    const bounded = clean({ summary: `First point. ${'Second point '.repeat(40)}ends here.` });
    expect(bounded.summary?.length ?? 0).toBeLessThanOrEqual(300);
  });

  it('refuses a summary of one sentence, of no words, or with control characters only', () => {
    expect(clean({ summary: 'Just one sentence here.' }).summary).toBeNull();
    expect(clean({ summary: '... !!! ???' }).summary).toBeNull();
    expect(clean({ summary: '\u0000\u0001\u001b[31m' }).summary).toBeNull();
    expect(clean({ summary: 'Line one.\u0000\nLine two.' }).summary).toBe('Line one. Line two.');
  });

  it('suggests nothing for an empty, broken or hostile answer, never throwing', () => {
    const none = { chapters: [], summary: null };
    for (const answer of [
      null,
      undefined,
      '',
      'not json at all',
      42,
      [],
      {},
      { chapters: 'Intro at 0:00', summary: 7 },
      { chapters: [null, 1, 'x', [], {}], summary: ['A.', 'B.'] },
      {
        chapters: [
          { moment: 0, title: '' },
          { moment: 9, title: '   ' },
        ],
        summary: '',
      },
      { chapters: [{ moment: Number.NaN, title: 'NaN' }], summary: '\n\n' },
    ]) {
      expect(clean(answer)).toEqual(none);
    }
  });
});
