/**
 * The few EBML (Matroska/WebM) primitives the editor needs. A recording made by Chrome's
 * MediaRecorder is a "live" WebM, and browsers have no API to read or patch one, so we parse
 * the container ourselves: element headers, a handful of IDs, and unsigned/float values.
 * Spec: RFC 8794 (EBML) and the Matroska element list (RFC 9559).
 */

/** Element IDs as written in the file (the length marker bits are part of the ID). */
export const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  CodecDelay: 0x56aa,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  BlockDuration: 0x9b,
  ReferenceBlock: 0xfb,
  Cues: 0x1c53bb6b,
  Chapters: 0x1043a770,
  Tags: 0x1254c367,
  Attachments: 0x1941a469,
  Void: 0xec,
} as const;

/** Children of a Segment: in a Cluster of unknown size, any of these ends the Cluster. */
export const SEGMENT_CHILDREN: ReadonlySet<number> = new Set([
  ID.SeekHead,
  ID.Info,
  ID.Tracks,
  ID.Cluster,
  ID.Cues,
  ID.Chapters,
  ID.Tags,
  ID.Attachments,
]);

export type WebmErrorCode =
  /** The bytes do not start with an EBML header of a WebM/Matroska document. */
  | 'NOT_WEBM'
  /** The bytes end before the part we need (e.g. the Segment Info) is complete. */
  | 'TRUNCATED'
  /** A valid file laid out in a way we cannot patch safely. */
  | 'UNSUPPORTED';

/** Why a WebM could not be read or patched; `code` is stable for callers to branch on. */
export class WebmError extends Error {
  override readonly name = 'WebmError';
  constructor(
    readonly code: WebmErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Marks an element whose size field is all ones: it runs until its parent ends or a sibling starts. */
export const UNKNOWN_SIZE = -1;

/** Longest element header: a 4-byte ID and an 8-byte size. */
export const MAX_HEADER_BYTES = 12;

export interface ElementHeader {
  id: number;
  /** Offset of the ID's first byte. */
  start: number;
  /** Offset of the first data byte. */
  dataStart: number;
  /** Data length in bytes, or UNKNOWN_SIZE. */
  size: number;
}

/** Offset just past the element's data (Infinity when the size is unknown). */
export function elementEnd(header: ElementHeader): number {
  return header.size === UNKNOWN_SIZE ? Infinity : header.dataStart + header.size;
}

/** Width in bytes of a variable-length integer, from its first byte (0 when invalid). */
function vintWidth(first: number): number {
  return first === 0 ? 0 : Math.clz32(first) - 23;
}

/**
 * Reads the element header at `pos`, or returns null when `bytes` end inside it.
 * Throws WebmError NOT_WEBM on a byte that cannot start an ID or a size.
 */
export function readElementHeader(bytes: Uint8Array, pos: number): ElementHeader | null {
  if (pos >= bytes.length) return null;
  const idWidth = vintWidth(bytes[pos] ?? 0);
  if (idWidth === 0 || idWidth > 4) throw new WebmError('NOT_WEBM', `invalid element ID at ${pos}`);
  if (pos + idWidth >= bytes.length) return null;
  let id = 0;
  for (let i = 0; i < idWidth; i++) id = id * 256 + (bytes[pos + i] ?? 0);

  const sizeAt = pos + idWidth;
  const first = bytes[sizeAt] ?? 0;
  const sizeWidth = vintWidth(first);
  if (sizeWidth === 0) throw new WebmError('NOT_WEBM', `invalid element size at ${sizeAt}`);
  if (sizeAt + sizeWidth > bytes.length) return null;
  let size = first & (0xff >> sizeWidth);
  let allOnes = size === 0xff >> sizeWidth;
  for (let i = 1; i < sizeWidth; i++) {
    const byte = bytes[sizeAt + i] ?? 0;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  if (allOnes) size = UNKNOWN_SIZE;
  else if (!Number.isSafeInteger(size)) {
    throw new WebmError('UNSUPPORTED', `element size at ${sizeAt} is too large`);
  }
  return { id, start: pos, dataStart: sizeAt + sizeWidth, size };
}

/** Big-endian unsigned integer of 0 to 7 bytes (Matroska uints here never exceed 2^53). */
export function readUint(bytes: Uint8Array, start: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[start + i] ?? 0);
  return value;
}

/** A 4- or 8-byte big-endian float (0 for an empty element, as the spec says). */
export function readFloat(bytes: Uint8Array, start: number, length: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, length);
  if (length === 4) return view.getFloat32(0);
  if (length === 8) return view.getFloat64(0);
  return 0;
}

/** Bytes needed to write `value` as a known element size (all-ones values are reserved). */
export function sizeWidth(value: number): number {
  let width = 1;
  while (value > 2 ** (7 * width) - 2) width++;
  return width;
}

/** An element size as a vint of exactly `width` bytes. Throws if it does not fit. */
export function encodeSize(value: number, width = sizeWidth(value)): Uint8Array {
  if (width > 8 || value > 2 ** (7 * width) - 2) {
    throw new RangeError(`size ${value} does not fit in ${width} bytes`);
  }
  const out = new Uint8Array(width);
  let rest = value;
  for (let i = width - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (width - 1));
  return out;
}

/** An element ID as bytes (IDs keep their marker bits, so this is just big-endian). */
export function encodeId(id: number): Uint8Array {
  const width = id > 0xffffff ? 4 : id > 0xffff ? 3 : id > 0xff ? 2 : 1;
  const out = new Uint8Array(width);
  for (let i = 0; i < width; i++) out[i] = Math.floor(id / 256 ** (width - 1 - i)) % 256;
  return out;
}

/** An unsigned integer of exactly `width` bytes, big-endian. Throws if it does not fit. */
export function encodeUint(value: number, width: number): Uint8Array {
  if (value < 0 || value >= 256 ** width) {
    throw new RangeError(`${value} does not fit in ${width} bytes`);
  }
  const out = new Uint8Array(width);
  let rest = value;
  for (let i = width - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return out;
}

/** A whole element: ID, size and data. */
export function encodeElement(id: number, data: Uint8Array): Uint8Array {
  return concatBytes([encodeId(id), encodeSize(data.length), data]);
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The complete children of a known-size element whose bytes are all in `bytes`.
 * Throws TRUNCATED when a child runs past `end` or past the bytes we have.
 */
export function readChildren(bytes: Uint8Array, start: number, end: number): ElementHeader[] {
  const children: ElementHeader[] = [];
  let pos = start;
  while (pos < end) {
    const child = readElementHeader(bytes, pos);
    if (!child || child.size === UNKNOWN_SIZE || elementEnd(child) > Math.min(end, bytes.length)) {
      throw new WebmError('TRUNCATED', `element at ${pos} is incomplete`);
    }
    children.push(child);
    pos = elementEnd(child);
  }
  return children;
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** Reads the EBML header at offset 0 and checks it announces a WebM or Matroska document. */
export function readEbmlHeader(bytes: Uint8Array): ElementHeader {
  let header: ElementHeader | null = null;
  try {
    header = readElementHeader(bytes, 0);
  } catch {
    // fall through: not EBML at all
  }
  if (!header || header.id !== ID.EBML) {
    const prefix =
      bytes.length > 0 && EBML_MAGIC.slice(0, bytes.length).every((b, i) => bytes[i] === b);
    throw new WebmError(
      !header && prefix ? 'TRUNCATED' : 'NOT_WEBM',
      'the data does not start with an EBML header',
    );
  }
  if (header.size === UNKNOWN_SIZE) throw new WebmError('NOT_WEBM', 'EBML header has no size');
  const docType = readChildren(bytes, header.dataStart, elementEnd(header)).find(
    (child) => child.id === ID.DocType,
  );
  const name = docType
    ? new TextDecoder().decode(bytes.subarray(docType.dataStart, elementEnd(docType)))
    : 'matroska';
  // Matroska is WebM's parent format; some Chrome versions label recordings with it.
  if (name.replace(/\0+$/, '') !== 'webm' && name.replace(/\0+$/, '') !== 'matroska') {
    throw new WebmError('NOT_WEBM', `EBML document type is "${name}", not webm`);
  }
  return header;
}
