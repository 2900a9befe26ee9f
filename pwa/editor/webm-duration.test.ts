import { beforeAll, describe, expect, it } from 'vitest';
import {
  ID,
  concatBytes,
  elementEnd,
  encodeElement,
  readChildren,
  readEbmlHeader,
  readElementHeader,
  readFloat,
  readUint,
  type ElementHeader,
} from './ebml.ts';
import {
  chromeLayout,
  containerDuration,
  ffmpegLiveWebm,
  probeVideoFrames,
  topLevel,
} from './test/webm-fixtures.ts';
import { withWebmDuration } from './webm-duration.ts';

// Real WebM files from the real ffmpeg (on PATH), in live form; ffprobe judges the result.
let ffmpegLive: Uint8Array;
let chrome: Uint8Array;
let frameCount: number;

beforeAll(() => {
  ffmpegLive = ffmpegLiveWebm({ seconds: 4 });
  chrome = chromeLayout(ffmpegLive);
  frameCount = probeVideoFrames(chrome).length;
});

/** Patches only the first `headBytes`, as the app patches only the first recorded chunk. */
function patchHead(bytes: Uint8Array, headBytes: number, durationMs: number): Uint8Array {
  return concatBytes([
    withWebmDuration(bytes.slice(0, headBytes), durationMs),
    bytes.subarray(headBytes),
  ]);
}

function segmentOf(bytes: Uint8Array): ElementHeader {
  const segment = readElementHeader(bytes, elementEnd(readEbmlHeader(bytes)));
  if (!segment) throw new Error('no Segment');
  return segment;
}

function infoChildren(bytes: Uint8Array): ElementHeader[] {
  const segment = segmentOf(bytes);
  let pos = segment.dataStart;
  for (;;) {
    const element = readElementHeader(bytes, pos);
    if (!element) throw new Error('no Info');
    if (element.id === ID.Info) return readChildren(bytes, element.dataStart, elementEnd(element));
    pos = elementEnd(element);
  }
}

describe('withWebmDuration', () => {
  it('makes a live WebM report its duration, patching only the first chunk', () => {
    expect(containerDuration(chrome)).toBeNaN(); // "N/A": the problem being solved
    for (const headBytes of [chrome.length, 64 * 1024, 1500]) {
      const patched = patchHead(chrome, headBytes, 4012);
      expect(containerDuration(patched)).toBeCloseTo(4.012, 3);
      expect(patched.length).toBe(chrome.length + 11); // one Duration element, nothing else
      expect(probeVideoFrames(patched)).toHaveLength(frameCount);
    }
  });

  it('grows a known Segment size with the Info, so no frame is lost at the end', () => {
    const known = chromeLayout(ffmpegLive, { knownSegmentSize: true });
    const patched = patchHead(known, 4096, 4012);
    const segment = segmentOf(patched);
    expect(segment.dataStart + segment.size).toBe(patched.length);
    expect(containerDuration(patched)).toBeCloseTo(4.012, 3);
    expect(probeVideoFrames(patched)).toHaveLength(frameCount);
  });

  it("keeps a SeekHead's positions valid by taking the room from a Void", () => {
    const patched = patchHead(ffmpegLive, 4096, 4012);
    expect(patched.length).toBe(ffmpegLive.length); // Clusters did not move
    expect(containerDuration(patched)).toBeCloseTo(4.012, 3);
    expect(probeVideoFrames(patched)).toHaveLength(frameCount);
    const segment = segmentOf(patched);
    const seekHead = topLevel(patched, segment).find((e) => e.id === ID.SeekHead);
    if (!seekHead) throw new Error('no SeekHead');
    const seeks = readChildren(patched, seekHead.dataStart, elementEnd(seekHead));
    expect(seeks.length).toBeGreaterThanOrEqual(2);
    for (const seek of seeks) {
      const [id, position] = readChildren(patched, seek.dataStart, elementEnd(seek));
      if (!id || !position) throw new Error('bad Seek');
      const target = readElementHeader(
        patched,
        segment.dataStart + readUint(patched, position.dataStart, position.size),
      );
      expect(target?.id).toBe(readUint(patched, id.dataStart, id.size));
    }
  });

  it('refuses to move bytes a SeekHead points at when there is no Void to take room from', () => {
    const segment = segmentOf(ffmpegLive);
    const noVoid = concatBytes(
      topLevel(ffmpegLive, segment)
        .filter((e) => e.id !== ID.Void)
        .map((e) => ffmpegLive.subarray(e.start, elementEnd(e))),
    );
    const bytes = concatBytes([ffmpegLive.subarray(0, segment.dataStart), noVoid]);
    expect(() => withWebmDuration(bytes, 4000)).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED' }),
    );
  });

  it('overwrites an existing Duration in place', () => {
    const once = patchHead(chrome, 4096, 1000);
    const twice = patchHead(once, 4096, 4012);
    expect(twice.length).toBe(once.length);
    const durations = infoChildren(twice).filter((child) => child.id === ID.Duration);
    expect(durations).toHaveLength(1);
    expect(containerDuration(twice)).toBeCloseTo(4.012, 3);
  });

  it('writes the Duration in TimecodeScale units', () => {
    // A minimal WebM head whose ticks are 100 µs (TimecodeScale 100000 ns).
    const ebml = encodeElement(
      ID.EBML,
      encodeElement(ID.DocType, new TextEncoder().encode('webm')),
    );
    const scale = encodeElement(ID.TimecodeScale, Uint8Array.of(0x01, 0x86, 0xa0));
    const segment = concatBytes([
      Uint8Array.of(0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff),
      encodeElement(ID.Info, scale),
    ]);
    const patched = withWebmDuration(concatBytes([ebml, segment]), 2500);
    const duration = infoChildren(patched).find((child) => child.id === ID.Duration);
    expect(duration?.size).toBe(8);
    expect(readFloat(patched, duration?.dataStart ?? 0, 8)).toBe(25000);
  });

  it('says clearly when the bytes are not WebM, or stop before the Info', () => {
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
    expect(() => withWebmDuration(png, 1000)).toThrow(
      expect.objectContaining({ name: 'WebmError', code: 'NOT_WEBM' }),
    );
    const matroskaLike = concatBytes([
      encodeElement(ID.EBML, encodeElement(ID.DocType, new TextEncoder().encode('mp4'))),
      chrome.subarray(40),
    ]);
    expect(() => withWebmDuration(matroskaLike, 1000)).toThrow(
      expect.objectContaining({ code: 'NOT_WEBM' }),
    );
    expect(() => withWebmDuration(new Uint8Array(), 1000)).toThrow(
      expect.objectContaining({ code: 'NOT_WEBM' }),
    );
    expect(() => withWebmDuration(chrome.slice(0, 60), 1000)).toThrow(
      expect.objectContaining({ code: 'TRUNCATED' }),
    );
    expect(() => withWebmDuration(chrome.slice(0, 2), 1000)).toThrow(
      expect.objectContaining({ code: 'TRUNCATED' }),
    );
    expect(() => withWebmDuration(chrome, 0)).toThrow(RangeError);
    expect(() => withWebmDuration(chrome, Number.NaN)).toThrow(RangeError);
  });
});
