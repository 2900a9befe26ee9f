import { describe, expect, it } from 'vitest';
import { parseTesseractTsv } from './tesseract-tsv.ts';

// As tesseract 5 prints it for a list of two frames (trimmed to the rows that matter).
const TSV = [
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
  '1\t1\t0\t0\t0\t0\t0\t0\t640\t360\t-1\t',
  '4\t1\t1\t1\t1\t0\t42\t60\t335\t21\t-1\t',
  '5\t1\t1\t1\t1\t1\t42\t60\t79\t21\t96.6\tClient',
  '5\t1\t1\t1\t1\t2\t133\t61\t52\t20\t92.8\tSSN',
  '5\t1\t1\t1\t1\t3\t200\t61\t177\t20\t92.0\t123-45-6789',
  '5\t1\t1\t1\t2\t1\t42\t90\t60\t20\t90.0\t ',
  '1\t2\t0\t0\t0\t0\t0\t0\t640\t360\t-1\t',
  '1\t3\t0\t0\t0\t0\t0\t0\t640\t360\t-1\t',
  '5\t3\t2\t1\t1\t1\t43\t220\t103\t27\t96.0\tRouting',
  '',
].join('\n');

describe("Tesseract's TSV", () => {
  it('gives each frame its size and its lines of words with their boxes', () => {
    const pages = parseTesseractTsv(TSV);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toEqual({
      width: 640,
      height: 360,
      lines: [
        [
          { text: 'Client', left: 42, top: 60, width: 79, height: 21 },
          { text: 'SSN', left: 133, top: 61, width: 52, height: 20 },
          { text: '123-45-6789', left: 200, top: 61, width: 177, height: 20 },
        ],
      ],
    });
    // A frame with nothing on it is still a page, so frames and pages stay in step.
    expect(pages[1]).toEqual({ width: 640, height: 360, lines: [] });
    expect(pages[2]?.lines.map((line) => line.map((word) => word.text))).toEqual([['Routing']]);
  });
});
