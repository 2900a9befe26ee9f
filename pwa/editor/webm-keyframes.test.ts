import { beforeAll, describe, expect, it } from 'vitest';
import { WebmError } from './ebml.ts';
import { chromeLayout, ffmpegLiveWebm, probeEnd, probeVideoFrames } from './test/webm-fixtures.ts';
import { readWebmKeyframes } from './webm-keyframes.ts';

// Real WebM files from the real ffmpeg (on PATH), checked against what ffprobe decodes.
let ffmpegLive: Uint8Array;
let chrome: Uint8Array;

beforeAll(() => {
  // Keyframes every 1.5 s at 30 fps, VP9 + Opus, as a live stream.
  ffmpegLive = ffmpegLiveWebm({ seconds: 6, gop: 45 });
  chrome = chromeLayout(ffmpegLive);
});

const blob = (bytes: Uint8Array) => new Blob([bytes.slice()]);

function expectMatchesFfprobe(
  bytes: Uint8Array,
  result: Awaited<ReturnType<typeof readWebmKeyframes>>,
) {
  const frames = probeVideoFrames(bytes);
  const keyframes = frames.filter((frame) => frame.key).map((frame) => frame.time);
  expect(keyframes.length).toBeGreaterThanOrEqual(4);
  expect(result.keyframes).toHaveLength(keyframes.length);
  result.keyframes.forEach((time, i) => expect(time).toBeCloseTo(keyframes[i] ?? NaN, 3));
  expect(result.videoFrames).toBe(frames.length);
  expect(result.duration).toBeCloseTo(probeEnd(bytes), 2);
}

describe('readWebmKeyframes', () => {
  it("reads keyframes and the real duration of Chrome's layout (unknown sizes, no Duration)", async () => {
    const result = await readWebmKeyframes(blob(chrome));
    expectMatchesFfprobe(chrome, result);
    expect((result.keyframes[1] ?? NaN) - (result.keyframes[0] ?? NaN)).toBeCloseTo(1.5, 2);
    expect(result.duration).toBeGreaterThan(5.98);
    expect(result.duration).toBeLessThan(6.1);
    expect(result.video).toEqual({ trackNumber: 1, codecId: 'V_VP9', width: 320, height: 240 });
  });

  it('gives the same answer whatever the slice size, so blocks may straddle slices', async () => {
    const whole = await readWebmKeyframes(blob(chrome));
    for (const sliceBytes of [777, 4096, 64 * 1024]) {
      expect(await readWebmKeyframes(blob(chrome), { sliceBytes })).toEqual(whole);
    }
  });

  it("reads ffmpeg's own layout (SeekHead, Void, sized Clusters, a final BlockGroup)", async () => {
    expectMatchesFfprobe(ffmpegLive, await readWebmKeyframes(blob(ffmpegLive)));
  });

  it('takes a BlockGroup as a keyframe only when it has no ReferenceBlock', async () => {
    const groups = chromeLayout(ffmpegLive, { blockGroups: true });
    expectMatchesFfprobe(groups, await readWebmKeyframes(blob(groups)));
  });

  it('reads the video track only, wherever it is', async () => {
    const audioOnly = ffmpegLiveWebm({ seconds: 2, video: false });
    const result = await readWebmKeyframes(blob(chromeLayout(audioOnly)));
    expect(result).toMatchObject({ keyframes: [], video: null, videoFrames: 0 });
    expect(result.duration).toBeCloseTo(probeEnd(audioOnly), 2);
  });

  it('ignores a block cut off by the end of the file (a recording that crashed)', async () => {
    const whole = await readWebmKeyframes(blob(chrome));
    const cut = await readWebmKeyframes(blob(chrome.subarray(0, Math.floor(chrome.length * 0.6))));
    expect(cut.duration).toBeLessThan(whole.duration);
    expect(cut.keyframes).toEqual(whole.keyframes.slice(0, cut.keyframes.length));
    expect(cut.videoFrames).toBeLessThan(whole.videoFrames);
  });

  it('rejects bytes that are not WebM with a WebmError', async () => {
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
    await expect(readWebmKeyframes(blob(png))).rejects.toMatchObject({
      name: 'WebmError',
      code: 'NOT_WEBM',
    });
    await expect(readWebmKeyframes(blob(new Uint8Array()))).rejects.toBeInstanceOf(WebmError);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readWebmKeyframes(blob(chrome), { signal: controller.signal })).rejects.toThrow(
      /abort/i,
    );
  });
});
