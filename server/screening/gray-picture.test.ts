import { describe, expect, it } from 'vitest';
import { parsePgm } from './gray-picture.ts';

const pgm = (header: string, pixels: number[]) =>
  Buffer.concat([Buffer.from(header, 'latin1'), Buffer.from(pixels)]);

describe('a grayscale frame as ffmpeg writes it', () => {
  it('gives its size and its pixels row by row', () => {
    const { width, height, pixels } = parsePgm(pgm('P5\n3 2\n255\n', [0, 1, 2, 253, 254, 255]));
    expect({ width, height, pixels: [...pixels] }).toEqual({
      width: 3,
      height: 2,
      pixels: [0, 1, 2, 253, 254, 255],
    });
  });

  it('refuses a file that is not a whole 8-bit PGM image', () => {
    expect(() => parsePgm(pgm('P5\n3 2\n255\n', [0, 1, 2]))).toThrow(/cut short/);
    expect(() => parsePgm(pgm('P5\n3 2\n65535\n', [0, 1]))).toThrow(/8-bit PGM/);
    expect(() => parsePgm(pgm('P6\n1 1\n255\n', [0, 0, 0]))).toThrow(/8-bit PGM/);
  });
});
