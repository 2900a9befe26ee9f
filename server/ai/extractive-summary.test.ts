import { describe, expect, it } from 'vitest';
import { extractiveSummary } from './extractive-summary.ts';

describe('a summary from the transcript itself', () => {
  it('titles with the first meaningful sentence and describes with the first three', () => {
    const transcript =
      'Hi everyone. Um, today I want to walk you through the new contribution limits. ' +
      'The limit goes up by 2.5 percent next year. Catch-up contributions change for ' +
      'people over fifty. The employer match vests sooner. Thanks for watching.';
    expect(extractiveSummary(transcript)).toEqual({
      title: 'Today I want to walk you through the new contribution limits',
      description:
        'Today I want to walk you through the new contribution limits. The limit goes up by ' +
        '2.5 percent next year. Catch-up contributions change for people over fifty.',
    });
  });

  it('cuts a long first sentence at a word for the title', () => {
    const transcript =
      'so this is a quick update on your portfolio after the rate cut we saw markets rally ' +
      'and your bond funds gained about two percent';
    expect(extractiveSummary(transcript)).toEqual({
      title: 'So this is a quick update on your portfolio after the rate cut we saw markets…',
      description:
        'So this is a quick update on your portfolio after the rate cut we saw markets rally ' +
        'and your bond funds gained about two percent',
    });
  });

  it('leaves out whisper’s non-speech marks', () => {
    const transcript =
      '[Music] Hello Sarah! [Music] I reviewed the estate documents you sent over last week. ' +
      'The beneficiary on your IRA is still your late husband. Can we meet on Tuesday to ' +
      'fix that? (upbeat music)';
    expect(extractiveSummary(transcript)).toEqual({
      title: 'I reviewed the estate documents you sent over last week',
      description:
        'I reviewed the estate documents you sent over last week. The beneficiary on your IRA ' +
        'is still your late husband. Can we meet on Tuesday to fix that?',
    });
  });

  it('keeps the description within 300 characters, whole sentences first', () => {
    const sentence =
      'We moved part of the bond allocation into short-term treasuries this quarter. ';
    const summary = extractiveSummary(sentence.repeat(5));
    expect(summary?.description).toBe(sentence.repeat(3).trim());
  });

  it.each([
    ['an empty transcript', ''],
    ['a silent recording', ' [BLANK_AUDIO]\n'],
    ['only non-speech', '(upbeat music) [Music]'],
    ['only a greeting and a sign-off', 'Hi. Um. Thanks for watching.'],
  ])('is null for %s', (_case, transcript) => {
    expect(extractiveSummary(transcript)).toBeNull();
  });
});
