import type { FindingBox } from '../../shared/api/screening.ts';
import { findClientData, type ClientDataKind, type OwnContacts } from './detect/client-data.ts';
import type { OcrPage, OcrWord } from './tesseract-tsv.ts';

/** Client data on one frame: what, masked, and where (fractions of the frame). */
export interface FrameFinding {
  kind: ClientDataKind;
  masked: string;
  box: FindingBox;
}

/**
 * A masked number (`••••8652`) in a monospaced font reads as eight digits, Tesseract guessing a
 * digit for each bullet (`02008652`, `99696395`) and saying it is unsure: 23 to 49 on the
 * bench's screens, where its account numbers read at 77 or more. Eight digits in one word read
 * below this are taken for a mask read back, not an account number: a real eight-digit account
 * read that unsurely is missed, the price of not flagging every masked number on a statement.
 */
const SURE_OF_DIGITS = 60;

function maskReadBack(kind: ClientDataKind, touched: readonly OcrWord[]): boolean {
  const [only] = touched;
  return (
    kind === 'account_number' &&
    touched.length === 1 &&
    only !== undefined &&
    /^\d{8}$/.test(only.text) &&
    only.confidence < SURE_OF_DIGITS
  );
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
 * searched as text; a finding's box covers the words its match touches.
 */
export function findOnFrame(page: OcrPage, own: OwnContacts): FrameFinding[] {
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
      if (maskReadBack(match.kind, touched)) continue;
      found.push({ kind: match.kind, masked: match.masked, box: boxAround(touched, page) });
    }
    previous = text;
  }
  return found;
}
