import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff.ts';

describe('backoffMs', () => {
  it('doubles from a second and stops growing at a minute', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 6, 7, 20].map((n) => backoffMs(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 60_000, 60_000, 60_000,
    ]);
  });

  it('spreads retries by up to a quarter either way so many tabs do not retry in step', () => {
    expect(backoffMs(2, () => 0)).toBe(3000);
    expect(backoffMs(2, () => 0.999999)).toBe(5000);
  });
});
