import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_MEDIA_TOOLS } from '../test/media-tools.ts';
import { expectPlayableMp4 } from '../test/playable-mp4.ts';
import { mediaRecorderWebm, testWebm } from '../test/test-webm.ts';
import { MediaToolError } from './run-tool.ts';
import { extractThumbnail, transcodeToMp4 } from './transcode.ts';
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-transcode-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const inDir = (name: string) => path.join(dir, name);

interface StreamInfo {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
}

function streamsOf(file: string): StreamInfo[] {
  const out = execFileSync('ffprobe', ['-v', 'error', '-of', 'json', '-show_streams', file]);
  return (JSON.parse(out.toString()) as { streams: StreamInfo[] }).streams;
}

/** A recording made by ffmpeg from its test sources, with or without a tone. */
function recording(name: string, size: string, withSound: boolean): string {
  const file = inDir(name);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=15`],
    ...(withSound ? ['-f', 'lavfi', '-i', 'sine=frequency=440'] : []),
    ...['-t', '2', '-c:v', 'libvpx', ...(withSound ? ['-c:a', 'libopus'] : []), file],
  ]);
  return file;
}

// Real encodes: seconds each, more on a busy two-core CI machine.
describe('transcodeToMp4', { timeout: 30_000 }, () => {
  it('makes an H.264/AAC MP4 whose index comes before its data, so phones start at once', async () => {
    const input = inDir('recording.webm');
    fs.writeFileSync(input, testWebm());
    await transcodeToMp4(PATH_MEDIA_TOOLS, input, inDir('out.mp4'), 3);

    const streams = streamsOf(inDir('out.mp4'));
    expect(streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual([
      'video:h264',
      'audio:aac',
    ]);
    expect(expectPlayableMp4(inDir('out.mp4')).seconds).toBeCloseTo(3, 0);
  });

  it("gives MediaRecorder's millisecond-stamped WebM 30 frames a second, not 1000", async () => {
    const input = inDir('mediarecorder.webm');
    fs.writeFileSync(input, mediaRecorderWebm());
    await transcodeToMp4(PATH_MEDIA_TOOLS, input, inDir('mediarecorder.mp4'), 3);

    const found = expectPlayableMp4(inDir('mediarecorder.mp4'));
    expect(found.frameRate).toBe(30);
    expect(found.seconds).toBeGreaterThan(2.8);
    expect(found.frames).toBeLessThanOrEqual(Math.ceil(found.seconds * 30) + 1);
  });

  it('evens out odd sizes and leaves out sound a recording never had', async () => {
    await transcodeToMp4(
      PATH_MEDIA_TOOLS,
      recording('odd.webm', '321x241', false),
      inDir('odd.mp4'),
      2,
    );
    expectPlayableMp4(inDir('odd.mp4'), { withSound: false });
    const streams = streamsOf(inDir('odd.mp4'));
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({ codec_name: 'h264', width: 320, height: 240 });
  });

  it('refuses a file that is not a video, saying why', async () => {
    fs.writeFileSync(
      inDir('junk.webm'),
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(900, 1)]),
    );
    await expect(
      transcodeToMp4(PATH_MEDIA_TOOLS, inDir('junk.webm'), inDir('junk.mp4'), null),
    ).rejects.toBeInstanceOf(MediaToolError);
  });
});

describe('extractThumbnail', { timeout: 30_000 }, () => {
  it('writes a 640-pixel-wide JPEG of the chosen moment', async () => {
    const input = recording('thumb.webm', '1280x720', true);
    await extractThumbnail(PATH_MEDIA_TOOLS, input, inDir('thumb.jpg'), 1);
    const jpeg = fs.readFileSync(inDir('thumb.jpg'));
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(streamsOf(inDir('thumb.jpg'))[0]).toMatchObject({ width: 640, height: 360 });
  });
});
