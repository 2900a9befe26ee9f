import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of one colour, optionally with a tEXt chunk (metadata a camera or editor would
 * leave), a private chunk carrying `hidden` (how a polyglot hides a second file inside a valid
 * image) and padding so tests can reach a given size.
 */
export function makePng(
  options: {
    size?: number;
    rgb?: [number, number, number];
    text?: string;
    hidden?: Buffer;
    padTo?: number;
  } = {},
): Buffer {
  const { size = 8, rgb = [37, 99, 235], text, hidden } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).fill(Buffer.from(rgb))]);
  const chunks = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(text ? [pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'))] : []),
    ...(hidden ? [pngChunk('hiDn', hidden)] : []),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
  ];
  const soFar = chunks.reduce((sum, chunk) => sum + chunk.length, 0) + 12;
  if (options.padTo && options.padTo > soFar + 12) {
    // A private ancillary chunk: decoders skip it, so the image stays valid at any size.
    chunks.push(pngChunk('prVt', Buffer.alloc(options.padTo - soFar - 12)));
  }
  chunks.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(chunks);
}

/** An image of another format, made by the real ffmpeg from a colour source. */
export function makeImageWithFfmpeg(extension: 'jpg' | 'webp' | 'gif'): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-image-'));
  const file = path.join(dir, `image.${extension}`);
  try {
    execFileSync(
      'ffmpeg',
      ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=blue:s=16x16', '-frames:v', '1', file],
      { stdio: 'pipe' },
    );
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Puts an EXIF segment with this text right after a JPEG's start marker. */
export function withExif(jpeg: Buffer, text: string): Buffer {
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(text)]);
  const segment = Buffer.alloc(4);
  segment.set([0xff, 0xe1]);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

export const toDataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

/**
 * A PNG whose chunks are all well formed but whose picture data is not a compressed picture:
 * it passes a check of the file's structure and only decoding it finds it out.
 */
export function makeUndecodablePng(): Buffer {
  const png = makePng();
  const ihdrEnd = 8 + 25;
  const idat = pngChunk('IDAT', Buffer.alloc(200, 0x41));
  return Buffer.concat([png.subarray(0, ihdrEnd), idat, pngChunk('IEND', Buffer.alloc(0))]);
}

/** The picture's width and height as the real ffprobe reads them; throws when it cannot. */
export function probeImageSize(bytes: Buffer): { width: number; height: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-image-'));
  const file = path.join(dir, 'image');
  try {
    fs.writeFileSync(file, bytes);
    const out = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'json', file],
      { stdio: 'pipe' },
    );
    const [stream] = (
      JSON.parse(out.toString()) as { streams: { width: number; height: number }[] }
    ).streams;
    if (!stream) throw new Error('ffprobe found no picture');
    return { width: stream.width, height: stream.height };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The colour of one pixel of a picture, as the real ffmpeg decodes it. */
export function pixelAt(bytes: Buffer, x: number, y: number): [number, number, number] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-image-'));
  const file = path.join(dir, 'image');
  try {
    fs.writeFileSync(file, bytes);
    const out = execFileSync(
      'ffmpeg',
      ['-v', 'error', '-i', file, '-vf', `crop=1:1:${x}:${y}`, '-frames:v', '1'].concat([
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        'pipe:1',
      ]),
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
