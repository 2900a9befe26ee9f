import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wavDurationSeconds } from './wav-duration.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-wav-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('wavDurationSeconds', () => {
  it('reads the length of a WAV file ffmpeg wrote, past its LIST chunk', async () => {
    const file = path.join(dir, 'tone.wav');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=1.5'],
      ...['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', file],
    ]);
    expect(await wavDurationSeconds(file)).toBeCloseTo(1.5, 3);
  });

  it('gives null for a file that is not WAV', async () => {
    const file = path.join(dir, 'notes.txt');
    fs.writeFileSync(file, 'not audio at all');
    expect(await wavDurationSeconds(file)).toBeNull();
  });
});
