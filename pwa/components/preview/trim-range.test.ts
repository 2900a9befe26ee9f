import { describe, expect, it } from 'vitest';
import { canTrim, isWholeVideo, moveEnd, moveStart, wholeRange } from './trim-range.ts';

describe('trim range', () => {
  const duration = 10.037;
  const whole = wholeRange(duration);

  it('starts as the whole recording, which needs no trim', () => {
    expect(whole).toEqual({ start: 0, end: duration });
    expect(isWholeVideo(whole, duration)).toBe(true);
    expect(isWholeVideo({ start: 0.1, end: duration }, duration)).toBe(false);
    expect(isWholeVideo({ start: 0, end: 9 }, duration)).toBe(false);
  });

  it('keeps the start on the 0.1 s grid and at least a second before the end', () => {
    expect(moveStart(whole, 2.34, duration).start).toBe(2.3);
    expect(moveStart(whole, 9.9, duration).start).toBe(9);
    expect(moveStart({ start: 0, end: 5 }, 4.5, duration).start).toBe(4);
    expect(moveStart(whole, -3, duration).start).toBe(0);
  });

  it('keeps the end at least a second after the start and within the recording', () => {
    const range = { start: 3, end: duration };
    expect(moveEnd(range, 3.5, duration).end).toBe(4);
    expect(moveEnd(range, 7.25, duration).end).toBe(7.3);
    expect(moveEnd(range, 50, duration).end).toBe(duration);
    expect(moveEnd({ start: 2.95, end: duration }, 0, duration).end).toBe(4);
  });

  it('treats the last slider step before the end as the end of the recording', () => {
    // The slider cannot land on 10.037; its last value is 10.0.
    expect(moveEnd(whole, 10, duration).end).toBe(duration);
    expect(moveEnd(whole, 9.9, duration).end).toBe(9.9);
    // A length on the grid has no such step: one step back is a trim.
    expect(moveEnd(wholeRange(10), 9.9, 10).end).toBe(9.9);
    expect(moveEnd(wholeRange(10.09), 10, 10.09).end).toBe(10.09);
  });

  it('cannot trim a recording too short to leave a second', () => {
    expect(canTrim(1)).toBe(false);
    expect(canTrim(1.1)).toBe(true);
    expect(moveStart(wholeRange(0.5), 0.3, 0.5).start).toBe(0);
  });

  it('ignores values that are not numbers', () => {
    expect(moveStart(whole, Number.NaN, duration)).toBe(whole);
    expect(moveEnd(whole, Number.NaN, duration)).toBe(whole);
  });
});
