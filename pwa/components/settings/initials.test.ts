import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('Acme Wealth Partners')).toBe('AW');
    expect(initials('  smith   & co ')).toBe('S&');
  });

  it('uses one letter for one word', () => {
    expect(initials('Briefcast')).toBe('B');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initials('Émile Ørsted')).toBe('ÉØ');
    expect(initials('𝒜lpha Beta')).toBe('𝒜B');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initials('   ')).toBe('?');
  });
});
