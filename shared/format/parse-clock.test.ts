import { describe, expect, it } from 'vitest';
import { parseClock } from './parse-clock.ts';

describe('parseClock', () => {
  it.each([
    ['0:00', 0],
    ['1:05', 65],
    [' 1:05.5 ', 65.5],
    ['12:00.250', 720.25],
    ['1:02:03.250', 3723.25],
    ['65.5', 65.5],
    ['90', 90],
  ])('reads %j as %s seconds', (text, seconds) => {
    expect(parseClock(text)).toBe(seconds);
  });

  it.each(['', 'abc', '1:60', '1:5:60', '1.5:00', '-1', '1:2:3:4', '1::2', '1:05,5'])(
    'refuses %j',
    (text) => {
      expect(parseClock(text)).toBeNull();
    },
  );
});
