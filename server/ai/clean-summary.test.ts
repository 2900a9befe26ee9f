import { describe, expect, it } from 'vitest';
import { cleanSummary } from './clean-summary.ts';

describe('cleaning a model’s title and description', () => {
  it('keeps a good answer as it is', () => {
    const answer = {
      title: 'Three Retirement Plan Changes for Next Year',
      description: 'What changes in your plan next year and what it means for your savings.',
    };
    expect(cleanSummary(answer)).toEqual(answer);
  });

  it('drops labels, wrapping quotes, line breaks and the title’s full stop', () => {
    expect(
      cleanSummary({
        title: 'Title: "Three Retirement Plan\nChanges for Next Year."',
        description: 'Description: **“An overview of the new\ncontribution limits.”**',
      }),
    ).toEqual({
      title: 'Three Retirement Plan Changes for Next Year',
      description: 'An overview of the new contribution limits.',
    });
  });

  it('keeps a title’s own ellipsis and question mark', () => {
    expect(
      cleanSummary({ title: 'Should You Convert to a Roth IRA?', description: 'Maybe...' }),
    ).toEqual({ title: 'Should You Convert to a Roth IRA?', description: 'Maybe...' });
  });

  it('keeps the first three sentences of a description', () => {
    expect(
      cleanSummary({
        title: 'Rate Cut Update',
        description: 'Markets rallied. Bond funds gained 2.5 percent. We hold steady. Call me.',
      }),
    ).toEqual({
      title: 'Rate Cut Update',
      description: 'Markets rallied. Bond funds gained 2.5 percent. We hold steady.',
    });
  });

  it('cuts a long title at a word', () => {
    const title =
      'A Detailed Walkthrough of the Contribution Limits, Catch-Up Rules and Vesting Changes';
    expect(cleanSummary({ title, description: 'Next year’s plan changes.' })?.title).toBe(
      'A Detailed Walkthrough of the Contribution Limits, Catch-Up Rules and Vesting…',
    );
  });

  it('removes control characters and broken bytes', () => {
    expect(
      cleanSummary({ title: 'Estate\u0000 Plan\uFFFD Review', description: 'Your\t will.' }),
    ).toEqual({ title: 'Estate Plan Review', description: 'Your will.' });
  });

  it.each([
    ['not an object', 'Three Retirement Plan Changes'],
    ['null', null],
    ['a missing description', { title: 'Rate Cut Update' }],
    ['a description that is not text', { title: 'Rate Cut Update', description: 42 }],
    ['an empty title', { title: '  ', description: 'Markets rallied.' }],
    ['a title of only quotes and dots', { title: '"..."', description: 'Markets rallied.' }],
    ['a description of only a label', { title: 'Rate Cut Update', description: 'Description:' }],
  ])('is null for %s', (_case, answer) => {
    expect(cleanSummary(answer)).toBeNull();
  });
});
