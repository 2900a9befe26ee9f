import { describe, expect, it } from 'vitest';
import { visibleTags } from './script-tags.ts';

describe('visibleTags', () => {
  it('shows the first three tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
  });

  it('hides nothing when there are at most three tags', () => {
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], hidden: 0 });
    expect(visibleTags([])).toEqual({ shown: [], hidden: 0 });
  });

  it('honours a different maximum', () => {
    expect(visibleTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], hidden: 2 });
  });
});
