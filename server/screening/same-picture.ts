import type { GrayPicture } from './gray-picture.ts';

/**
 * A pixel changed when its brightness moved by more than this (of 255). Video compression
 * moves the pixels of a still screen by up to about 55 around text edges from one frame to
 * the next; a glyph drawn or erased moves its strokes' pixels by 100 to 240.
 */
const PIXEL_CHANGE = 80;
/**
 * The picture changed when this many pixels did: one small digit changed moves more of them.
 * Kept low on purpose: a change read for nothing costs one OCR, a change missed hides a value.
 */
const CHANGED_PIXELS = 8;

/**
 * Whether two frames show the same picture: the same size, and fewer than a handful of pixels
 * changed by more than compression noise. Every pixel is compared, not a thumbnail: a
 * nine-digit number in 14 px text is too small a part of a 1440x900 screen to survive a
 * scaled-down copy.
 */
export function samePicture(a: GrayPicture, b: GrayPicture): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  let changed = 0;
  for (let i = 0; i < a.pixels.length; i++) {
    const moved = (a.pixels[i] ?? 0) - (b.pixels[i] ?? 0);
    if ((moved > PIXEL_CHANGE || moved < -PIXEL_CHANGE) && ++changed >= CHANGED_PIXELS) {
      return false;
    }
  }
  return true;
}
