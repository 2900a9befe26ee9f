import type { FindingBox } from '../../shared/api/screening.ts';
import { findClientData, type ClientDataKind, type OwnContacts } from './detect/client-data.ts';
import { isMaskReadBack } from './bullet-glyphs.ts';
import type { GrayPicture } from './gray-picture.ts';
import type { OcrPage, OcrWord } from './tesseract-tsv.ts';

/** Client data on one frame: what, masked, and where (fractions of the frame). */
export interface FrameFinding {
  kind: ClientDataKind;
  masked: string;
  box: FindingBox;
}

/** The smallest box around `words`, as fractions of the page. */
function boxAround(words: readonly OcrWord[], page: OcrPage): FindingBox {
  const left = Math.min(...words.map((word) => word.left));
  const top = Math.min(...words.map((word) => word.top));
  const right = Math.max(...words.map((word) => word.left + word.width));
  const bottom = Math.max(...words.map((word) => word.top + word.height));
  return {
    x: left / page.width,
    y: top / page.height,
    width: (right - left) / page.width,
    height: (bottom - top) / page.height,
  };
}

/**
 * The client data Tesseract read on one frame. Each line's words are joined by spaces and
 * searched as text; a finding's box covers the words its match touches. A match that is one
 * word of digits drawn as bullets and four digits on `picture` (the frame read) is a masked
 * number Tesseract read back as digits, not client data.
 */
export function findOnFrame(
  page: OcrPage,
  own: OwnContacts,
  picture: GrayPicture | null,
): FrameFinding[] {
  if (page.width <= 0 || page.height <= 0) return [];
  const found: FrameFinding[] = [];
  let previous = '';
  for (const words of page.lines) {
    const placed: { word: OcrWord; start: number }[] = [];
    let text = '';
    for (const word of words) {
      if (text !== '') text += ' ';
      placed.push({ word, start: text.length });
      text += word.text;
    }
    for (const match of findClientData(text, own, previous)) {
      const touched = placed
        .filter(({ word, start }) => start < match.end && match.start < start + word.text.length)
        .map(({ word }) => word);
      const [only, ...others] = touched;
      if (picture && only && others.length === 0 && isMaskReadBack(picture, only)) continue;
      found.push({ kind: match.kind, masked: match.masked, box: boxAround(touched, page) });
    }
    previous = text;
  }
  return found;
}
