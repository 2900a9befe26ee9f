/** A word Tesseract read, and its box in pixels of the frame. */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One frame as Tesseract read it: its size in pixels and its lines of words, top to bottom. */
export interface OcrPage {
  width: number;
  height: number;
  lines: OcrWord[][];
}

/** A frame with nothing read on it (or that tesseract could not open). */
export const BLANK_PAGE: OcrPage = { width: 0, height: 0, lines: [] };

/** TSV levels: 1 a page, 5 a word (2-4 are blocks, paragraphs and lines). */
const PAGE = '1';
const WORD = '5';

/**
 * Tesseract's `tsv` output for a list of images, one page per image in the list's order.
 * Columns: level, page_num, block_num, par_num, line_num, word_num, left, top, width, height,
 * conf, text. A line is the words sharing page, block, paragraph and line numbers.
 */
export function parseTesseractTsv(tsv: string): OcrPage[] {
  const pages: OcrPage[] = [];
  const lineIndex = new Map<string, OcrWord[]>();
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.replace(/\r$/, '').split('\t');
    if (cells.length < 12) continue;
    const [level, pageNum, block, paragraph, line] = cells;
    const [left, top, width, height] = [6, 7, 8, 9].map((i) => Number(cells[i]));
    const pageIndex = Number(pageNum) - 1;
    if (level === PAGE) {
      pages[pageIndex] = { width: width ?? 0, height: height ?? 0, lines: [] };
      continue;
    }
    const text = cells.slice(11).join('\t').trim();
    const page = pages[pageIndex];
    if (level !== WORD || text === '' || !page) continue;
    const key = `${pageNum}.${block}.${paragraph}.${line}`;
    let words = lineIndex.get(key);
    if (!words) {
      words = [];
      lineIndex.set(key, words);
      page.lines.push(words);
    }
    words.push({ text, left: left ?? 0, top: top ?? 0, width: width ?? 0, height: height ?? 0 });
  }
  return pages;
}
