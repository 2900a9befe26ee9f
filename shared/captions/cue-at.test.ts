import { describe, expect, it } from 'vitest';
import { cueIndexAt, cuesMatching } from './cue-at.ts';

const cues = [
  { start: 0, end: 2, text: 'Hello Maria,' },
  { start: 2, end: 4.5, text: 'here is your\nretirement plan.' },
  { start: 6, end: 9, text: 'Call me with questions.' },
];

describe('cueIndexAt', () => {
  it.each([
    [0, 0],
    [1.99, 0],
    [2, 1],
    [4.49, 1],
    [5, -1],
    [8.9, 2],
    [9, -1],
    [-1, -1],
  ])('at %s s is cue %s', (seconds, index) => {
    expect(cueIndexAt(cues, seconds)).toBe(index);
  });

  it('picks the later of two overlapping cues', () => {
    expect(cueIndexAt([...cues, { start: 7, end: 8, text: 'Overlap' }], 7.5)).toBe(3);
  });
});

describe('cuesMatching', () => {
  it('finds text in any case, across a line break', () => {
    expect(cuesMatching(cues, 'RETIREMENT')).toEqual([1]);
    expect(cuesMatching(cues, 'your retirement')).toEqual([1]);
  });

  it('lists every cue for an empty or blank query, and none for a miss', () => {
    expect(cuesMatching(cues, '  ')).toEqual([0, 1, 2]);
    expect(cuesMatching(cues, 'annuity')).toEqual([]);
  });
});
