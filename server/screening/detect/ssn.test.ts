import { describe, expect, it } from 'vitest';
import { isPlausibleSsn } from './ssn.ts';

describe('a Social Security number', () => {
  it('is nine digits', () => {
    expect(isPlausibleSsn('123456789')).toBe(true);
    expect(isPlausibleSsn('12345678')).toBe(false);
  });

  it('never has an area, group or serial the administration does not issue', () => {
    expect(isPlausibleSsn('000456789')).toBe(false);
    expect(isPlausibleSsn('666456789')).toBe(false);
    expect(isPlausibleSsn('912456789')).toBe(false);
    expect(isPlausibleSsn('123006789')).toBe(false);
    expect(isPlausibleSsn('123450000')).toBe(false);
  });
});
