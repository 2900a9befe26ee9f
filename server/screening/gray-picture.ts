import fs from 'node:fs';

/** A grayscale frame: one byte of brightness per pixel, row by row. */
export interface GrayPicture {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** `P5`, width, height and the largest value, split by whitespace, then one more whitespace. */
const PGM_HEADER = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/;

/**
 * A binary PGM image as ffmpeg writes one (8 bits a pixel, no comments). Anything else is an
 * error: the frames come from our own ffmpeg run, so a surprise means the run went wrong.
 */
export function parsePgm(bytes: Buffer): GrayPicture {
  const header = PGM_HEADER.exec(bytes.subarray(0, 64).toString('latin1'));
  const [width, height, maxValue] = [header?.[1], header?.[2], header?.[3]].map(Number);
  if (!header || !width || !height || maxValue !== 255) throw new Error('not an 8-bit PGM image');
  const pixels = bytes.subarray(header[0].length);
  if (pixels.length !== width * height) throw new Error('a PGM image cut short');
  return { width, height, pixels };
}

export async function readPgm(file: string): Promise<GrayPicture> {
  return parsePgm(await fs.promises.readFile(file));
}
