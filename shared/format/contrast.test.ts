import { describe, expect, it } from 'vitest';
import {
  brandColourAdvice,
  contrastRatio,
  formatRatio,
  INK,
  relativeLuminance,
  textColorOn,
  textColorOnWhite,
  WHITE,
} from './contrast.ts';

describe('WCAG contrast', () => {
  it('computes the published ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The default brand blue with white text: about 5.2:1.
    expect(contrastRatio('#2563eb', WHITE)).toBeCloseTo(5.17, 1);
    // White on amber, which the old brightness rule let through: about 2:1.
    expect(contrastRatio('#f59e0b', WHITE)).toBeCloseTo(2.15, 1);
    expect(relativeLuminance('not a colour')).toBeNull();
  });

  it('picks the text colour that reads better on a brand colour', () => {
    expect(textColorOn('#2563eb')).toBe(WHITE);
    expect(textColorOn('#1e40af')).toBe(WHITE);
    expect(textColorOn('#f59e0b')).toBe(INK);
    expect(textColorOn('#fde047')).toBe(INK);
    for (const colour of ['#f59e0b', '#2563eb', '#10b981', '#ec4899', '#777777']) {
      const other = textColorOn(colour) === WHITE ? INK : WHITE;
      expect(contrastRatio(textColorOn(colour), colour)).toBeGreaterThanOrEqual(
        contrastRatio(other, colour),
      );
    }
  });

  it('keeps a colour as text on white only when it passes AA', () => {
    expect(textColorOnWhite('#1e40af')).toBe('#1e40af');
    expect(textColorOnWhite('#f59e0b')).toBe(INK);
    expect(formatRatio(contrastRatio('#f59e0b', WHITE))).toBe('2.1:1');
  });

  it('advises the advisor when a colour fails AA, and stays quiet when it passes', () => {
    expect(brandColourAdvice('#2563eb')).toBeNull();
    expect(brandColourAdvice('#f59e0b')).toBe(
      'White text on this colour has a contrast of 2.1:1, under the 4.5:1 of WCAG AA. Your clients’ buttons will use dark text on it; a darker colour keeps white text.',
    );
    expect(brandColourAdvice('#777777')).toMatch(/^Neither white nor dark text reaches 4\.5:1/);
  });
});
