import { describe, expect, it } from 'vitest';
import { buildCues, MAX_CUE_SECONDS, MAX_LINE_CHARS, type TimedText } from './build-cues.ts';

/** Words of `text`, one every `gap` seconds from `from`, each lasting `gap` seconds. */
function spoken(text: string, from = 0, gap = 0.3): TimedText[] {
  return text.split(' ').map((word, i) => ({
    start: from + i * gap,
    end: from + (i + 1) * gap,
    text: word,
  }));
}

function expectWithinLimits(cues: ReturnType<typeof buildCues>) {
  cues.forEach((cue, i) => {
    const lines = cue.text.split('\n');
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
    expect(cue.end - cue.start).toBeLessThanOrEqual(MAX_CUE_SECONDS + 1e-9);
    expect(cue.end).toBeGreaterThanOrEqual(cue.start);
    if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]?.end ?? 0);
  });
}

describe('buildCues', () => {
  it('wraps speech into two-line cues of at most 42 characters', () => {
    const text =
      'Good morning Jordan, this is a quick look at your portfolio after the third quarter, ' +
      'where bonds held steady and equities recovered most of the summer losses.';
    const cues = buildCues(spoken(text));
    expectWithinLimits(cues);
    expect(cues.map((cue) => cue.text.replace('\n', ' ')).join(' ')).toBe(text);
    expect(cues[0]).toEqual({
      start: 0,
      end: 4.5,
      text: 'Good morning Jordan, this is a quick look\nat your portfolio after the third quarter,',
    });
  });

  it('ends a cue after seven seconds of slow speech', () => {
    const cues = buildCues(spoken('we will take this one step at a time today', 0, 2));
    expectWithinLimits(cues);
    expect(cues.map((cue) => cue.text)).toEqual([
      'we will take',
      'this one step',
      'at a time',
      'today',
    ]);
  });

  it('starts a new cue after a pause, so words never show before they are said', () => {
    const cues = buildCues([...spoken('first thought'), ...spoken('after a pause', 5)]);
    expect(cues.map((cue) => [cue.start, cue.text])).toEqual([
      [0, 'first thought'],
      [5, 'after a pause'],
    ]);
  });

  it('spreads a long segment over its time and splits it, never overlapping', () => {
    const segment = {
      start: 1,
      end: 21,
      text: 'This segment came back from the recogniser as one long piece without any word timings at all, and it runs for twenty whole seconds in total.',
    };
    const cues = buildCues([segment, { start: 20, end: 23, text: 'Overlapping tail.' }]);
    expectWithinLimits(cues);
    expect(cues[0]?.start).toBe(1);
    expect(cues.map((cue) => cue.text.replace('\n', ' ')).join(' ')).toBe(
      `${segment.text} Overlapping tail.`,
    );
  });

  it('cuts a word longer than a line, and ignores timings that are not numbers', () => {
    const url = 'https://example.com/'.padEnd(60, 'x');
    const cues = buildCues([
      { start: 0, end: 2, text: url },
      { start: Number.NaN, end: 3, text: 'lost' },
    ]);
    expectWithinLimits(cues);
    expect(cues.map((cue) => cue.text.replace('\n', '')).join('')).toBe(url);
  });

  it('makes no cues from silence', () => {
    expect(buildCues([{ start: 0, end: 3, text: '  ' }])).toEqual([]);
  });
});
