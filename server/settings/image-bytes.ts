/**
 * Recognises an uploaded image by its bytes, refuses anything incomplete, and drops the
 * metadata that is cheap to drop (PNG text/EXIF chunks, JPEG EXIF/XMP/IPTC/comment segments),
 * which can carry GPS positions, device names and editing history.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export class ImageRejectedError extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
/** APP1 (EXIF, XMP), APP13 (IPTC, Photoshop) and COM; APP0, APP2 (ICC) and APP14 stay. */
const JPEG_METADATA_MARKERS = new Set([0xe1, 0xed, 0xfe]);

const INCOMPLETE = 'The image is incomplete or damaged. Please upload it again.';

export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  return null;
}

function cleanPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length || (first && type !== 'IHDR')) break;
    first = false;
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    if (type === 'IEND') return Buffer.concat(kept);
    offset = end;
  }
  throw new ImageRejectedError(INCOMPLETE);
}

function cleanJpeg(bytes: Buffer): Buffer {
  if (bytes.length < 4 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) {
    throw new ImageRejectedError(INCOMPLETE);
  }
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) break;
    const marker = bytes[offset + 1] as number;
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length) break;
    // Start of scan: the compressed picture follows up to the end marker, copied as it is.
    if (marker === 0xda) return Buffer.concat([...kept, bytes.subarray(offset)]);
    if (!JPEG_METADATA_MARKERS.has(marker)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  throw new ImageRejectedError(INCOMPLETE);
}

function checkWebp(bytes: Buffer): Buffer {
  // The RIFF header states the size of everything after its first 8 bytes.
  if (bytes.length < 12 || bytes.readUInt32LE(4) + 8 !== bytes.length) {
    throw new ImageRejectedError(INCOMPLETE);
  }
  return bytes;
}

function checkGif(bytes: Buffer): Buffer {
  if (bytes[bytes.length - 1] !== 0x3b) throw new ImageRejectedError(INCOMPLETE);
  return bytes;
}

const CLEANERS: Record<ImageType, (bytes: Buffer) => Buffer> = {
  'image/png': cleanPng,
  'image/jpeg': cleanJpeg,
  'image/webp': checkWebp,
  'image/gif': checkGif,
};

/** The image's real type and its bytes without metadata; throws ImageRejectedError. */
export function checkImage(bytes: Buffer): { type: ImageType; bytes: Buffer } {
  const type = sniffImageType(bytes);
  if (!type) {
    throw new ImageRejectedError('Please upload a PNG, JPEG, WebP or GIF image.');
  }
  return { type, bytes: CLEANERS[type](bytes) };
}
