import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it('shows sizes the way a person reads them', () => {
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(4 * 1024 ** 3)).toBe('4 GB');
    expect(formatBytes(1024 ** 5)).toBe('1024 TB');
  });
});
