import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let cachedWebm: Buffer | undefined;

/** A real WebM recording (VP8 test pattern + tone, about 300 KB) made once per test file. */
export function testWebm(): Buffer {
  if (cachedWebm) return cachedWebm;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-webm-'));
  const file = path.join(dir, 'recording.webm');
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '3'],
      ...['-c:v', 'libvpx', '-b:v', '800k', '-c:a', 'libopus', file],
    ]);
    cachedWebm = fs.readFileSync(file);
    return cachedWebm;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
