import { describe, expect, it } from 'vitest';
import type { GrayPicture } from './gray-picture.ts';
import { samePicture } from './same-picture.ts';

const WIDTH = 1440;
const HEIGHT = 900;

/** A light screen with rows of dark "text" strokes, as a statement page shows. */
function screen(): GrayPicture {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(245);
  for (let y = 100; y < 800; y += 30) {
    for (let x = 40; x < 1200; x += 3) pixels[y * WIDTH + x] = 30;
  }
  return { width: WIDTH, height: HEIGHT, pixels };
}

/** The same screen after a round of video compression: every pixel off by up to 55. */
function recompressed(picture: GrayPicture): GrayPicture {
  const pixels = picture.pixels.map((value, i) => {
    const noise = ((i * 7919) % 111) - 55;
    return Math.min(255, Math.max(0, value + noise));
  });
  return { ...picture, pixels };
}

/** `picture` with a dark block of `width` x `height` pixels drawn at (x, y). */
function withMark(picture: GrayPicture, x: number, y: number, width: number, height: number) {
  const pixels = picture.pixels.slice();
  for (let row = y; row < y + height; row++)
    pixels.fill(20, row * WIDTH + x, row * WIDTH + x + width);
  return { ...picture, pixels };
}

describe('whether two frames show the same picture', () => {
  it('sees a still screen as the same through compression noise', () => {
    const still = screen();
    expect(samePicture(still, recompressed(still))).toBe(true);
  });

  it('sees one small glyph drawn on an otherwise unchanged screen as a change', () => {
    const still = screen();
    // About one stroke of a 14 px digit, in a corner of a 1440x900 screen.
    expect(samePicture(withMark(still, 1300, 850, 2, 6), still)).toBe(false);
  });

  it('sees a frame of another size as another picture', () => {
    const small = { width: 4, height: 2, pixels: new Uint8Array(8) };
    expect(samePicture(small, { width: 2, height: 4, pixels: new Uint8Array(8) })).toBe(false);
  });
});
