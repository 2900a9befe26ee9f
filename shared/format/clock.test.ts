import { describe, expect, it } from 'vitest';
import { formatClock, formatTrimClock, momentLabel } from './clock.ts';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [0.99, '0:00'],
    [9, '0:09'],
    [61.5, '1:01'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36000, '10:00:00'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });

  it('shows 0:00 for a duration the browser does not know yet', () => {
    for (const unknown of [Number.NaN, Number.POSITIVE_INFINITY, -3]) {
      expect(formatClock(unknown)).toBe('0:00');
    }
  });
});

describe('formatTrimClock', () => {
  it('shows tenths, so a 0.1 s move of a trim handle shows', () => {
    expect(formatTrimClock(0)).toBe('0:00.0');
    expect(formatTrimClock(15.1)).toBe('0:15.1');
    expect(formatTrimClock(15.6)).toBe('0:15.6');
    expect(formatTrimClock(14.96)).toBe('0:15.0');
    expect(formatTrimClock(3725.4)).toBe('1:02:05.4');
    expect(formatTrimClock(Number.NaN)).toBe('0:00.0');
  });
});

describe('momentLabel', () => {
  it('says the moment a response was sent at as people say it, and nothing when unknown', () => {
    expect(momentLabel(134.4)).toBe('at 2:14');
    expect(momentLabel(0)).toBe('at 0:00');
    expect(momentLabel(null)).toBe('');
  });
});
