import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isMaskReadBack } from './bullet-glyphs.ts';
import { readPgm } from './gray-picture.ts';
import type { OcrWord } from './tesseract-tsv.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/**
 * A row of a statement drawn by Chromium in DejaVu Sans Mono at 14 px, recorded to VP8 and read
 * back as gray, light and dark: "Checking ••••8652  Savings ••••6306  Brokerage ••••6395  Acct
 * 40078652  93317204". The boxes are the ones Tesseract gave for those words on these frames.
 */
const word = (text: string, left: number, width: number): OcrWord => ({
  text,
  left,
  top: 15,
  width,
  height: 10,
});
const MASKS = [word('02008652', 18, 64), word('20006306', 178, 65), word('99696395', 355, 64)];
const NUMBERS = [word('40078652', 488, 66), word('93317204', 581, 66)];

describe.each(['light', 'dark'])('a %s statement row', (look) => {
  it('takes bullets read back as digits for a mask, and real account numbers for digits', async () => {
    const picture = await readPgm(path.join(FIXTURES, `masked-numbers-${look}.pgm`));
    expect(MASKS.map((mask) => isMaskReadBack(picture, mask))).toEqual([true, true, true]);
    expect(NUMBERS.map((number) => isMaskReadBack(picture, number))).toEqual([false, false]);
  });

  it('keeps the finding when the box does not fit the glyphs', async () => {
    const picture = await readPgm(path.join(FIXTURES, `masked-numbers-${look}.pgm`));
    // A box Tesseract drew wider, over the mask and the next word: the cells no longer match.
    expect(isMaskReadBack(picture, word('020086520', 18, 120))).toBe(false);
    // A number read as fewer characters than a mask and its last four.
    expect(isMaskReadBack(picture, word('0200865', 18, 64))).toBe(false);
    // Not digits: nothing to decide.
    expect(isMaskReadBack(picture, word('****8652', 18, 64))).toBe(false);
  });
});

describe('a drawn picture', () => {
  const WIDTH = 80;
  const HEIGHT = 20;
  /** White, with a dark glyph per cell of 10 px: `tall` full height, else a 4 px dot. */
  const drawn = (tall: readonly boolean[]) => {
    const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
    tall.forEach((isTall, cell) => {
      const [from, to] = isTall ? [5, 15] : [8, 12];
      for (let y = from; y < to; y++) {
        for (let x = cell * 10 + 3; x < cell * 10 + 7; x++) pixels[y * WIDTH + x] = 20;
      }
    });
    return { width: WIDTH, height: HEIGHT, pixels };
  };
  const box = { text: '12345678', left: 0, top: 5, width: 80, height: 10 };

  it('a mask is four dots then four digits; anything taller in front is a digit', () => {
    const mask = [false, false, false, false, true, true, true, true];
    expect(isMaskReadBack(drawn(mask), box)).toBe(true);
    expect(isMaskReadBack(drawn(mask.map(() => true)), box)).toBe(false);
    expect(isMaskReadBack(drawn([false, false, true, false, true, true, true, true]), box)).toBe(
      false,
    );
  });

  it('a blank cell in front is not a bullet', () => {
    const picture = drawn([false, false, false, false, true, true, true, true]);
    for (let y = 0; y < HEIGHT; y++) picture.pixels.fill(255, y * WIDTH, y * WIDTH + 10);
    expect(isMaskReadBack(picture, box)).toBe(false);
  });
});
