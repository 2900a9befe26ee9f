import { describe, expect, it } from 'vitest';
import { hexColorOr } from './hex-color.ts';

describe('hexColorOr', () => {
  it('keeps a full hex colour, lower-cased and trimmed', () => {
    expect(hexColorOr('#2563EB', '#000000')).toBe('#2563eb');
    expect(hexColorOr('  #1e40af ', '#000000')).toBe('#1e40af');
  });

  it('falls back while the colour is incomplete or not a colour', () => {
    expect(hexColorOr('#2563e', '#123456')).toBe('#123456');
    expect(hexColorOr('2563eb', '#123456')).toBe('#123456');
    expect(hexColorOr('#zzzzzz', '#123456')).toBe('#123456');
    expect(hexColorOr('', '#123456')).toBe('#123456');
    expect(hexColorOr('red', '#123456')).toBe('#123456');
  });
});
