import { describe, expect, it } from 'vitest';
import { formatClock } from './clock.ts';

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
