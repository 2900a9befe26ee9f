import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_MEDIA_TOOLS } from '../test/media-tools.ts';
import { testWebm } from '../test/test-webm.ts';
import { probeMedia } from './probe.ts';
import { MediaToolError } from './run-tool.ts';
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-probe-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('probeMedia', () => {
  it('finds the streams, duration and picture size of a real recording', async () => {
    const probe = await probeMedia(PATH_MEDIA_TOOLS, write('ok.webm', testWebm()));
    expect(probe.hasVideo).toBe(true);
    expect(probe.hasAudio).toBe(true);
    expect(probe.durationSeconds).toBeCloseTo(3, 0);
    expect({ width: probe.width, height: probe.height }).toEqual({ width: 320, height: 240 });
  });

  it('says a file with a WebM header and nothing playable behind it is unreadable', async () => {
    const junk = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 9)]);
    await expect(probeMedia(PATH_MEDIA_TOOLS, write('junk.webm', junk))).rejects.toBeInstanceOf(
      MediaToolError,
    );
  });
});
