import { describe, expect, it } from 'vitest';
import { placeholderCues } from './placeholder.ts';
import { formatVttTimestamp, toWebVtt } from './webvtt.ts';

describe('WebVTT', () => {
  it('writes timestamps with hours and milliseconds', () => {
    expect(formatVttTimestamp(0)).toBe('00:00:00.000');
    expect(formatVttTimestamp(62.3456)).toBe('00:01:02.346');
    expect(formatVttTimestamp(3725.5)).toBe('01:02:05.500');
  });

  it('writes numbered cues and escapes markup in the text', () => {
    expect(
      toWebVtt([
        { start: 0, end: 2.5, text: 'Returns <b>may</b> vary & change' },
        { start: 2.5, end: 5, text: 'line one\n\nline two' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nReturns &lt;b&gt;may&lt;/b&gt; vary &amp; change' +
        '\n\n2\n00:00:02.500 --> 00:00:05.000\nline one\nline two\n',
    );
  });
});

describe('placeholder captions', () => {
  it('puts at most 8 words in a cue, each at least 3 seconds, ending with the video', () => {
    const cues = placeholderCues(7);
    for (const cue of cues) expect(cue.text.split(' ').length).toBeLessThanOrEqual(8);
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [0, 3],
      [3, 6],
      [6, 7],
    ]);
  });

  it('spreads the cues over a long video', () => {
    const cues = placeholderCues(120);
    expect(cues[0]?.start).toBe(0);
    expect(cues.at(-1)?.end).toBeCloseTo(120);
    expect(cues.every((cue) => cue.end - cue.start >= 3)).toBe(true);
  });

  it('has no cues for a video of unknown length', () => {
    expect(placeholderCues(Number.NaN)).toEqual([]);
    expect(placeholderCues(0)).toEqual([]);
  });
});
