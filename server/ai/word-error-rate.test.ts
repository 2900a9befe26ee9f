import { describe, expect, it } from 'vitest';
import { wordErrorRate } from './word-error-rate.ts';

describe('wordErrorRate', () => {
  it('is zero for the same words, whatever the case and punctuation', () => {
    expect(wordErrorRate('Your portfolio grew 4%.', 'your Portfolio grew 4')).toBe(0);
  });

  it('counts substitutions, insertions and deletions against the words said', () => {
    expect(wordErrorRate('bonds held steady this quarter', 'bonds held study quarter')).toBe(0.4);
    expect(wordErrorRate('a b', 'a b c d')).toBe(1);
    expect(wordErrorRate('', '')).toBe(0);
  });
});
