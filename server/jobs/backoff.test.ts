import { describe, expect, it } from 'vitest';
import { backoffMs, MAX_BACKOFF_MS } from './backoff.ts';

describe('backoffMs', () => {
  it('doubles per attempt, anywhere in the upper half of that delay', () => {
    expect([1, 2, 3].map((attempt) => backoffMs(attempt, 1000, () => 0))).toEqual([
      500, 1000, 2000,
    ]);
    expect([1, 2, 3].map((attempt) => backoffMs(attempt, 1000, () => 1))).toEqual([
      1000, 2000, 4000,
    ]);
  });

  it('never waits longer than the cap', () => {
    expect(backoffMs(40, 1000, () => 1)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(40, 1000, () => 0)).toBe(MAX_BACKOFF_MS / 2);
  });
});
