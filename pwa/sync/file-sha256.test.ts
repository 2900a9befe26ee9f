import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileSha256 } from './file-sha256.ts';

describe('fileSha256', () => {
  it('matches node:crypto for a file spanning several slices', async () => {
    const bytes = randomBytes(9 * 1024 * 1024 + 123);
    const fractions: number[] = [];
    const hex = await fileSha256(new Blob([bytes]), (f) => fractions.push(f));
    expect(hex).toBe(createHash('sha256').update(bytes).digest('hex'));
    // Three slices of at most 4 MiB, reported as they are read.
    expect(fractions.map((f) => f.toFixed(2))).toEqual(['0.44', '0.89', '1.00']);
  });

  it('hashes an empty file', async () => {
    expect(await fileSha256(new Blob([]))).toBe(createHash('sha256').digest('hex'));
  });
});
