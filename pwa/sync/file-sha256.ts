import { createSHA256 } from 'hash-wasm';

/** Read in slices: a long recording is never held in memory whole. */
const SLICE_BYTES = 4 * 1024 * 1024;

/**
 * The hex sha256 of a file, computed slice by slice (WebCrypto can only hash a whole buffer).
 * The server computes its own while the bytes arrive and keeps the file only if both agree.
 */
export async function fileSha256(
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
    const slice = file.slice(offset, offset + SLICE_BYTES);
    hasher.update(new Uint8Array(await slice.arrayBuffer()));
    onProgress?.(Math.min(1, (offset + SLICE_BYTES) / file.size));
  }
  return hasher.digest('hex');
}
