import { describe, expect, it } from 'vitest';
import { absoluteTime, relativeTime, timeOfDay } from './times.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [30, 'just now'],
    [-20, 'just now'],
    [90, '2 minutes ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [14 * 24 * 3600, '2 weeks ago'],
    [60 * 24 * 3600, '2 months ago'],
    [400 * 24 * 3600, 'last year'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('says when a future time is', () => {
    expect(relativeTime(ago(-2 * 3600), NOW)).toBe('in 2 hours');
  });

  it('is empty for something that is not a time', () => {
    expect(relativeTime('soon', NOW)).toBe('');
  });
});

describe('absoluteTime and timeOfDay', () => {
  it('read the moment in the given time zone', () => {
    expect(absoluteTime('2026-03-10T17:04:00Z', 'UTC')).toBe('Mar 10, 2026, 5:04 PM');
    expect(absoluteTime('2026-03-10T17:04:00Z', 'America/New_York')).toBe('Mar 10, 2026, 1:04 PM');
    expect(timeOfDay('2026-03-10T17:04:09Z', 'UTC')).toBe('5:04:09 PM');
  });

  it('are empty for something that is not a time', () => {
    expect(absoluteTime('never')).toBe('');
    expect(timeOfDay('never')).toBe('');
  });
});
