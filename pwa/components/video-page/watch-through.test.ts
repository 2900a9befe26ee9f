import { describe, expect, it } from 'vitest';
import { averageWatched, visitWatchedPercent } from './watch-through.ts';

const visit = (over: Partial<Parameters<typeof visitWatchedPercent>[0]> = {}) => ({
  played: true,
  completed: false,
  furthestSecond: 0,
  watchedPercent: null,
  ...over,
});

describe('visitWatchedPercent', () => {
  it('takes the server’s percentage, kept within 0 to 100', () => {
    expect(visitWatchedPercent(visit({ watchedPercent: 42 }), 60)).toBe(42);
    expect(visitWatchedPercent(visit({ watchedPercent: 130 }), 60)).toBe(100);
    expect(visitWatchedPercent(visit({ watchedPercent: -3 }), 60)).toBe(0);
  });

  it('works it out from the furthest second when the server has no figure', () => {
    expect(visitWatchedPercent(visit({ furthestSecond: 15 }), 60)).toBe(25);
    expect(visitWatchedPercent(visit({ furthestSecond: 15 }), 0)).toBe(0);
  });

  it('is 100 for a completed visit and 0 for one that never played', () => {
    expect(visitWatchedPercent(visit({ completed: true, watchedPercent: 97 }), 60)).toBe(100);
    expect(visitWatchedPercent(visit({ played: false, watchedPercent: 50 }), 60)).toBe(0);
  });
});

describe('averageWatched', () => {
  it('averages the visits that played, rounded', () => {
    const visits = [
      visit({ watchedPercent: 50 }),
      visit({ completed: true }),
      visit({ watchedPercent: 25 }),
      visit({ played: false }),
    ];
    expect(averageWatched(visits, 60)).toBe(58);
  });

  it('is null without a visit that played', () => {
    expect(averageWatched([], 60)).toBeNull();
    expect(averageWatched([visit({ played: false })], 60)).toBeNull();
  });
});
