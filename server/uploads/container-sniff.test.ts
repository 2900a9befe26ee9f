import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffContainer } from './container-sniff.ts';

/** A real one-second file from ffmpeg, so the test checks what encoders actually write. */
function ffmpegFile(extension: string, codec: string[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-sniff-'));
  const file = path.join(dir, `clip.${extension}`);
  try {
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=64x64:rate=5:duration=1',
      ...codec,
      file,
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('sniffContainer', () => {
  it('recognises WebM and MP4 made by ffmpeg', () => {
    expect(sniffContainer(ffmpegFile('webm', ['-c:v', 'libvpx']))).toBe('webm');
    expect(sniffContainer(ffmpegFile('mp4', ['-c:v', 'mpeg4']))).toBe('mp4');
  });

  it('refuses other files, and a head too short to tell', () => {
    expect(sniffContainer(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toBeNull();
    expect(sniffContainer(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffContainer(Buffer.from([0x1a, 0x45]))).toBeNull();
    expect(sniffContainer(Buffer.alloc(0))).toBeNull();
  });
});
