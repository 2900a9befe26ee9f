import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_RECORDER_WEBM } from '../../pwa/editor/test/webm-fixtures.ts';

/** Runs `make(dir)` in a fresh temp folder and returns the recording it wrote there. */
function recorded(make: (dir: string, file: string) => void): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-webm-'));
  const file = path.join(dir, 'recording.webm');
  try {
    make(dir, file);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let cachedWebm: Buffer | undefined;

/** A real WebM recording (VP8 test pattern + tone, about 300 KB) made once per test file. */
export function testWebm(): Buffer {
  cachedWebm ??= recorded((_dir, file) =>
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '3'],
      ...['-c:v', 'libvpx', '-b:v', '800k', '-c:a', 'libopus', file],
    ]),
  );
  return cachedWebm;
}

/**
 * A 3 s recording made by Chromium's MediaRecorder (VP9 + Opus). Unlike ffmpeg's WebM it states
 * no frame rate and stamps frames in milliseconds, as every recording from the app does.
 */
export function mediaRecorderWebm(): Buffer {
  return fs.readFileSync(MEDIA_RECORDER_WEBM);
}

/** A WebM recording of espeak-ng saying `text` over the test pattern, as long as the speech. */
export function spokenWebm(text: string): Buffer {
  return recorded((dir, file) => {
    const speech = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-w', speech, text]);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=15', '-i', speech],
      ...['-shortest', '-c:v', 'libvpx', '-b:v', '400k', '-c:a', 'libopus', file],
    ]);
  });
}

/**
 * espeak-ng saying `text` as Opus in WebM with no video, as the recorder's sound-only
 * recording keeps it, and how many seconds it lasts.
 */
export function spokenOpusWebm(text: string): { bytes: Buffer; seconds: number } {
  let seconds = 0;
  const bytes = recorded((dir, file) => {
    const speech = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-w', speech, text]);
    execFileSync('ffmpeg', ['-v', 'error', '-i', speech, '-c:a', 'libopus', '-b:a', '32k', file]);
    const probe = ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file];
    seconds = Number(execFileSync('ffprobe', probe, { encoding: 'utf8' }).trim());
  });
  return { bytes, seconds };
}
