import fs from 'node:fs';
import path from 'node:path';
import { ImageRejectedError, type ImageType } from './image-bytes.ts';
import { MediaToolError, runTool } from '../ffmpeg/run-tool.ts';
import { makeWorkDir } from '../ffmpeg/work-dirs.ts';

/** Longest side of a stored branding image: far more than a logo or portrait is shown at. */
export const BRANDING_IMAGE_MAX_SIDE = 1024;
/** Pixels ffmpeg may decode: a 5 MB file can declare a picture that fills gigabytes. */
const MAX_DECODED_PIXELS = 40_000_000;
const REENCODE_TIMEOUT_MS = 20_000;

/**
 * The demuxer for each accepted type, named outright: left to guess, ffmpeg would read a
 * playlist or a concat list and open the files or URLs it names.
 */
const DEMUXER: Record<ImageType, string> = {
  'image/png': 'png_pipe',
  'image/jpeg': 'jpeg_pipe',
  'image/webp': 'webp_pipe',
  'image/gif': 'gif',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const UNREADABLE = 'This image could not be read. Please upload it again or choose another image.';

/**
 * Decodes an uploaded image and draws its first frame again as a new PNG, at most
 * BRANDING_IMAGE_MAX_SIDE on its longest side and without metadata. Only the pixels survive:
 * bytes appended after the image (a ZIP, HTML) or hidden inside it (a polyglot) are gone, so
 * what is stored and served is a picture and nothing else. An image ffmpeg cannot decode is
 * ImageRejectedError.
 */
export async function reencodeImage(
  ffmpeg: string,
  image: { type: ImageType; bytes: Buffer },
): Promise<Buffer> {
  const dir = await makeWorkDir('branding-image');
  try {
    const input = path.join(dir, 'upload');
    await fs.promises.writeFile(input, image.bytes);
    const fit = `scale='min(iw,${BRANDING_IMAGE_MAX_SIDE})':'min(ih,${BRANDING_IMAGE_MAX_SIDE})':force_original_aspect_ratio=decrease`;
    const args = [
      ...['-v', 'error', '-nostdin', '-protocol_whitelist', 'file'],
      ...['-f', DEMUXER[image.type], '-max_pixels', String(MAX_DECODED_PIXELS), '-i', input],
      ...['-map', '0:v:0', '-frames:v', '1', '-map_metadata', '-1', '-vf', fit],
      ...['-c:v', 'png', '-f', 'image2pipe', 'pipe:1'],
    ];
    const png = await runTool(ffmpeg, args, { timeoutMs: REENCODE_TIMEOUT_MS });
    if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new ImageRejectedError(UNREADABLE);
    return png;
  } catch (err) {
    if (err instanceof MediaToolError) throw new ImageRejectedError(UNREADABLE);
    throw err;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
