import { describe, expect, it } from 'vitest';
import { newResponseIds } from './new-responses.ts';

describe('newResponseIds', () => {
  it('adds the unread responses to those already seen as new', () => {
    const first = newResponseIds(new Set(), [
      { id: 'a', read: false },
      { id: 'b', read: true },
    ]);
    expect([...first]).toEqual(['a']);
    // A refresh: 'a' is read now on the server, 'c' arrived meanwhile.
    const second = newResponseIds(first, [
      { id: 'c', read: false },
      { id: 'a', read: true },
      { id: 'b', read: true },
    ]);
    expect([...second].sort()).toEqual(['a', 'c']);
  });

  it('keeps the same set when nothing is new, so React sees no change', () => {
    const known = new Set(['a']);
    expect(newResponseIds(known, [{ id: 'a', read: true }])).toBe(known);
  });
});
