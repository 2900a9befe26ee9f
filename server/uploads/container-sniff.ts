/** How many leading bytes `sniffContainer` needs to decide. */
export const SNIFF_BYTES = 12;

export type Container = 'webm' | 'mp4';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * The container a file really is, from its first bytes: WebM/Matroska start with the EBML
 * magic number, MP4 (ISO BMFF) with a box whose type is `ftyp`. Anything else is refused,
 * whatever the upload claimed to be.
 */
export function sniffContainer(head: Buffer): Container | null {
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML_MAGIC)) return 'webm';
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return null;
}
