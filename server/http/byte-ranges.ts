/**
 * What to answer a request's Range header with (RFC 9110 §14). A partial answer's offsets are
 * inclusive and both within the blob.
 */
export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const FULL: RangeAnswer = { kind: 'full' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/** Range units compare case-insensitively (RFC 9110 §14.1). */
const BYTES_UNIT = /^bytes=/i;
const RANGE_SPEC = /^(\d*)-(\d*)$/;

/** Digits as a number, or undefined when there are none or too many to count exactly. */
function position(digits: string): number | undefined {
  if (digits === '') return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Decides which bytes of a `size`-byte blob a Range header asks for. Anything we cannot read
 * as one byte range is ignored, as RFC 9110 allows, and the whole blob is sent: another unit,
 * bad syntax, and several ranges at once (multipart answers are not worth building, and
 * overlapping ranges could ask for the same bytes many times over).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return FULL;
  const value = header.trim();
  if (!BYTES_UNIT.test(value)) return FULL;
  // A list may hold empty elements and whitespace around its commas (RFC 9110 §5.6.1).
  const specs = value
    .slice('bytes='.length)
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length !== 1) return FULL;
  const match = RANGE_SPEC.exec(specs[0] ?? '');
  if (!match) return FULL;
  const [, firstDigits = '', lastDigits = ''] = match;
  const first = position(firstDigits);
  const last = position(lastDigits);

  if (firstDigits === '') {
    // A suffix: the last `last` bytes.
    if (last === undefined) return FULL;
    if (last === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', start: Math.max(0, size - last), end: size - 1 };
  }
  if (first === undefined) return FULL;
  if (lastDigits !== '' && (last === undefined || last < first)) return FULL;
  if (first >= size) return UNSATISFIABLE;
  return { kind: 'partial', start: first, end: Math.min(last ?? size - 1, size - 1) };
}
