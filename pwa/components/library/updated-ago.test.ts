import { describe, expect, it } from 'vitest';
import { updatedAgo } from './updated-ago.ts';

const now = Date.parse('2026-03-15T12:00:00Z');

describe('updatedAgo', () => {
  it('says when a video or a draft was last updated', () => {
    expect(updatedAgo(new Date(now - 3 * 60_000).toISOString(), now)).toBe('Updated 3 minutes ago');
    expect(updatedAgo(now - 2 * 3600_000, now)).toBe('Updated 2 hours ago');
    expect(updatedAgo(now, now)).toBe('Updated just now');
  });
});
