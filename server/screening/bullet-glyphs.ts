import type { GrayPicture } from './gray-picture.ts';
import type { OcrWord } from './tesseract-tsv.ts';

/** A masked number shows at least this many bullets before its last digits. */
const LEAST_BULLETS = 4;
/** The digits a mask leaves visible: the glyphs the bullets are measured against. */
const SHOWN_DIGITS = 4;
/** A bullet's ink is a dot in the middle of the line: under this share of a digit's height. */
const BULLET_HEIGHT_SHARE = 0.6;
/** How far a pixel must stand from the background to be ink (0..255). */
const INK_CONTRAST = 70;

/** The rows a glyph's ink spans in one column range of the word's box (0: no ink). */
function inkHeight(
  picture: GrayPicture,
  background: number,
  fromX: number,
  toX: number,
  fromY: number,
  toY: number,
): number {
  let top = -1;
  let bottom = -1;
  for (let y = fromY; y < toY; y++) {
    for (let x = fromX; x < toX; x++) {
      if (
        Math.abs((picture.pixels[y * picture.width + x] ?? background) - background) > INK_CONTRAST
      ) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  return top < 0 ? 0 : bottom - top + 1;
}

/**
 * Whether a run of digits Tesseract read is a masked number read back (`••••8652` read as
 * `02008652`): its word's box is cut into one cell per character, and every cell before the
 * last four holds a short dot of ink where those four hold full-height digits. Measured on the
 * frame, not guessed from the text or from how sure Tesseract was, so a real account number,
 * whose every digit stands as tall as the last, is never taken for a mask; a box the cells do
 * not fit (another font's widths, a cut-off word) counts as digits, which keeps the finding.
 */
export function isMaskReadBack(picture: GrayPicture, word: OcrWord): boolean {
  const characters = word.text.length;
  if (!/^\d+$/.test(word.text) || characters < LEAST_BULLETS + SHOWN_DIGITS) return false;
  // Room above and below the box: a digit's ink may stand past the box Tesseract drew.
  const room = Math.round(word.height * 0.4);
  const fromY = Math.max(0, word.top - room);
  const toY = Math.min(picture.height, word.top + word.height + room);
  const left = Math.max(0, word.left);
  const right = Math.min(picture.width, word.left + word.width);
  if (right - left < characters || toY <= fromY) return false;
  // The background is what lies just left of the word, on its middle row.
  const middle = Math.min(picture.height - 1, word.top + Math.floor(word.height / 2));
  const background = picture.pixels[middle * picture.width + Math.max(0, left - 2)] ?? 0;
  const cellWidth = (right - left) / characters;
  const heights = Array.from({ length: characters }, (_, i) =>
    inkHeight(
      picture,
      background,
      Math.round(left + i * cellWidth),
      Math.round(left + (i + 1) * cellWidth),
      fromY,
      toY,
    ),
  );
  const digits = heights.slice(-SHOWN_DIGITS);
  const digitHeight = Math.min(...digits);
  if (digitHeight === 0) return false;
  return heights
    .slice(0, -SHOWN_DIGITS)
    .every((height) => height > 0 && height <= digitHeight * BULLET_HEIGHT_SHARE);
}
