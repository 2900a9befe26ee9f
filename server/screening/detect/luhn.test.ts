import { describe, expect, it } from 'vitest';
import { isCardNumber, passesLuhn } from './luhn.ts';

describe('the Luhn check', () => {
  it('passes real test card numbers and fails one changed digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('takes only digits', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('counts as a card number only at a card length', () => {
    expect(isCardNumber('4111111111111111')).toBe(true);
    // Passes Luhn but is far too short to be a card.
    expect(isCardNumber('18')).toBe(false);
    expect(isCardNumber('4111111111111111000000')).toBe(false);
  });
});
