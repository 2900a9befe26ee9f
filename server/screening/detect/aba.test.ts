import { describe, expect, it } from 'vitest';
import { isRoutingNumber } from './aba.ts';

describe('a bank routing number', () => {
  it('is nine digits whose 3-7-1 weighted sum ends in 0', () => {
    expect(isRoutingNumber('021000021')).toBe(true); // JPMorgan Chase, New York
    expect(isRoutingNumber('011000015')).toBe(true); // Federal Reserve Bank of Boston
    expect(isRoutingNumber('021000022')).toBe(false);
  });

  it('starts with a Federal Reserve district that exists', () => {
    // 3*(5+0+0) + 7*(0+0+0) + (0+0+5) = 20: the checksum passes, but no district is 50.
    expect(isRoutingNumber('500000005')).toBe(false);
  });

  it('is exactly nine digits', () => {
    expect(isRoutingNumber('02100002')).toBe(false);
    expect(isRoutingNumber('0210000210')).toBe(false);
    expect(isRoutingNumber('02100002a')).toBe(false);
  });
});
