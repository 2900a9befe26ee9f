import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-ranges.ts';

const SIZE = 1000;
const partial = (start: number, end: number) => ({ kind: 'partial', start, end });
const full = { kind: 'full' };
const unsatisfiable = { kind: 'unsatisfiable' };

describe('parseRange', () => {
  it('sends everything when there is no Range header', () => {
    expect(parseRange(undefined, SIZE)).toEqual(full);
    expect(parseRange('', SIZE)).toEqual(full);
  });

  it.each([
    ["Chromium's first request for a video", 'bytes=0-', partial(0, 999)],
    ["Safari's probe for range support", 'bytes=0-1', partial(0, 1)],
    ['the first byte', 'bytes=0-0', partial(0, 0)],
    ['a seek into the middle', 'bytes=100-199', partial(100, 199)],
    ['a seek to the rest', 'bytes=500-', partial(500, 999)],
    ['the last byte by offset', 'bytes=999-', partial(999, 999)],
    ['the last byte, closed', 'bytes=999-999', partial(999, 999)],
    ['the last byte as a suffix', 'bytes=-1', partial(999, 999)],
    ['a suffix', 'bytes=-500', partial(500, 999)],
    ['a suffix of exactly the size', 'bytes=-1000', partial(0, 999)],
    ['a suffix longer than the blob', 'bytes=-5000', partial(0, 999)],
    ['an end past the blob, clamped', 'bytes=900-5000', partial(900, 999)],
    ['a far end, clamped', 'bytes=0-999999999999', partial(0, 999)],
    ['the largest exact end, clamped', 'bytes=0-9007199254740991', partial(0, 999)],
    ['leading zeros', 'bytes=007-010', partial(7, 10)],
    ['the unit in another case', 'Bytes=0-1', partial(0, 1)],
    ['an empty list element', 'bytes=0-1,', partial(0, 1)],
    ['whitespace around the list', 'bytes= 0-1 ', partial(0, 1)],
    ['whitespace around the value', '  bytes=0-1\t', partial(0, 1)],
  ])('reads %s: %s', (_what, header, expected) => {
    expect(parseRange(header, SIZE)).toEqual(expected);
  });

  it.each([
    ['a start at the size', 'bytes=1000-'],
    ['a closed range starting at the size', 'bytes=1000-1000'],
    ['a range wholly past the end', 'bytes=5000-6000'],
    ['an empty suffix', 'bytes=-0'],
  ])('finds %s unsatisfiable: %s', (_what, header) => {
    expect(parseRange(header, SIZE)).toEqual(unsatisfiable);
  });

  it('finds every range of an empty blob unsatisfiable', () => {
    for (const header of ['bytes=0-', 'bytes=0-0', 'bytes=-1', 'bytes=-500']) {
      expect(parseRange(header, 0), header).toEqual(unsatisfiable);
    }
    expect(parseRange(undefined, 0)).toEqual(full);
  });

  it.each([
    ['not a range', 'bytes=abc'],
    ['no range at all', 'bytes='],
    ['only an empty list', 'bytes=,'],
    ['neither end', 'bytes=-'],
    ['an end before its start', 'bytes=5-1'],
    ['three numbers', 'bytes=1-2-3'],
    ['whitespace inside the range', 'bytes=0 - 1'],
    ['a sign', 'bytes=+1-2'],
    ['a signed suffix', 'bytes=-+5'],
    ['hexadecimal', 'bytes=0x10-0x20'],
    ['an exponent', 'bytes=1e3-'],
    ['a fraction', 'bytes=1.5-2'],
    ['digits of another script', 'bytes=٠-١'],
    ['a start beyond exact numbers', 'bytes=9007199254740992-'],
    ['an end beyond exact numbers', 'bytes=0-9007199254740992'],
    ['a suffix beyond exact numbers', 'bytes=-99999999999999999999'],
    ['thousands of digits', `bytes=${'9'.repeat(5000)}-`],
    ['another unit', 'items=0-1'],
    ['no equals sign', 'bytes 0-1'],
    ['whitespace before the equals sign', 'bytes =0-1'],
    ['no unit', '0-1'],
    ['trailing junk', 'bytes=0-1;x'],
  ])('ignores a malformed Range (%s) and sends everything', (_what, header) => {
    expect(parseRange(header, SIZE), header).toEqual(full);
  });

  it.each([
    ['two ranges', 'bytes=0-1,5-9'],
    ['two ranges with a space', 'bytes=0-1, 5-9'],
    ['the same range over and over', 'bytes=0-,0-,0-,0-'],
    ['a suffix and a range', 'bytes=-1,0-0'],
    ['two unsatisfiable ranges', 'bytes=5000-6000,7000-8000'],
    ['a thousand overlaps', `bytes=${Array.from({ length: 1000 }, () => '0-999').join(',')}`],
  ])('sends everything when asked for %s', (_what, header) => {
    expect(parseRange(header, SIZE)).toEqual(full);
  });

  it('counts offsets of blobs of many gigabytes exactly', () => {
    const size = 6 * 1024 ** 3 + 7;
    expect(parseRange('bytes=5000000000-', size)).toEqual(partial(5_000_000_000, size - 1));
    expect(parseRange('bytes=-10', size)).toEqual(partial(size - 10, size - 1));
    expect(parseRange(`bytes=${size}-`, size)).toEqual(unsatisfiable);
  });
});
