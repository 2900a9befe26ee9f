import { describe, expect, it } from 'vitest';
import { maskDigits, maskEmail } from './mask.ts';

describe('masking a value found', () => {
  it('keeps only the last four digits and the separators', () => {
    expect(maskDigits('123-45-1120')).toBe('***-**-1120');
    expect(maskDigits('4111 1111 1111 1111')).toBe('**** **** **** 1111');
    expect(maskDigits('021000021')).toBe('*****0021');
  });

  it('keeps as few digits as asked', () => {
    expect(maskDigits('03/14/1961', 2)).toBe('**/**/**61');
  });

  it('keeps the first character and the domain of an email address', () => {
    expect(maskEmail('jordan.smith@example.com')).toBe('j***@example.com');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
