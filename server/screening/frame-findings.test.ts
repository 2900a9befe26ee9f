import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findOnFrame } from './frame-findings.ts';
import { readPgm } from './gray-picture.ts';
import type { OcrPage } from './tesseract-tsv.ts';

const word = (text: string, left: number, top: number, width: number) => ({
  text,
  left,
  top,
  width,
  height: 20,
});

const NOBODY = { emails: [], phones: [] };

describe('client data on a frame', () => {
  it("boxes the words a finding covers, as fractions of the frame's size", () => {
    const page: OcrPage = {
      width: 640,
      height: 360,
      lines: [
        [word('Client', 40, 60, 80), word('SSN', 130, 60, 50), word('123-45-1120', 200, 60, 180)],
        [
          word('Card', 40, 140, 60),
          word('4111', 110, 140, 70),
          word('111111111111', 200, 140, 230),
        ],
      ],
    };
    const found = findOnFrame(page, NOBODY, null);
    expect(found).toEqual([
      {
        kind: 'ssn',
        masked: '***-**-1120',
        box: { x: 200 / 640, y: 60 / 360, width: 180 / 640, height: 20 / 360 },
      },
      {
        kind: 'card_number',
        masked: '**** ********1111',
        box: { x: 110 / 640, y: 140 / 360, width: 320 / 640, height: 20 / 360 },
      },
    ]);
  });

  it('reads "Date of birth" on the line above its date', () => {
    const page: OcrPage = {
      width: 100,
      height: 100,
      lines: [
        [word('Date', 0, 0, 10), word('of', 12, 0, 5), word('birth', 20, 0, 10)],
        [word('03/14/1961', 0, 30, 40)],
      ],
    };
    expect(findOnFrame(page, NOBODY, null).map(({ kind, masked }) => ({ kind, masked }))).toEqual([
      { kind: 'date_of_birth', masked: '**/**/**61' },
    ]);
  });

  it('passes over a masked number read back as digits, and keeps a real one beside it', async () => {
    // Chromium's 14 px DejaVu Sans Mono through VP8: "Checking ••••8652 … Acct 40078652".
    const picture = await readPgm(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        'fixtures',
        'masked-numbers-light.pgm',
      ),
    );
    const at = (text: string, left: number, width: number) => ({
      ...word(text, left, 15, width),
      height: 10,
    });
    const page: OcrPage = {
      width: picture.width,
      height: picture.height,
      lines: [
        [
          at('Account', 420, 60),
          at('02008652', 18, 64),
          at('Acct', 450, 30),
          at('40078652', 488, 66),
        ],
      ],
    };
    expect(
      findOnFrame(page, NOBODY, null).map(({ kind, masked }) => ({ kind, masked })),
    ).toHaveLength(2);
    expect(
      findOnFrame(page, NOBODY, picture).map(({ kind, masked }) => ({ kind, masked })),
    ).toEqual([{ kind: 'account_number', masked: '****8652' }]);
  });
});
