import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { mediaToolsOf } from '../ffmpeg/tools.ts';
import { videoShowing, type DrawnLine } from '../test/text-video.ts';
import { findOnFrame } from './frame-findings.ts';
import { readChangedFrames, type FindOnFrames } from './read-changed-frames.ts';
import { sampleFrames, type FrameWindow } from './sample-frames.ts';
import { readImages } from './tesseract.ts';
import { findingsOverTime } from './timeline.ts';

const NOBODY = { emails: [], phones: [] };
const signal = new AbortController().signal;
let dir: string;
const config = () => loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, []);
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-changed-frames-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A video of `lines` as a file, and its frames sampled over `window` in a folder of their own. */
async function framesOf(name: string, lines: DrawnLine[], seconds: number, windows: FrameWindow[]) {
  const video = path.join(dir, `${name}.webm`);
  fs.writeFileSync(video, videoShowing(lines, { seconds }));
  return Promise.all(
    windows.map(async (window, i) => {
      const work = fs.mkdtempSync(path.join(dir, `${name}-${i}-`));
      return {
        work,
        frames: await sampleFrames(mediaToolsOf(config()), video, work, window, signal),
      };
    }),
  );
}

/** Real OCR and detectors, counting the frames it is given. */
function countingReader(work: string) {
  const counted = { frames: 0 };
  const read: FindOnFrames = async (files) => {
    counted.frames += files.length;
    const pages = await readImages(config().tesseractPath, files, work, signal);
    return pages.map((page) => findOnFrame(page, NOBODY, null));
  };
  return { counted, read };
}

describe('reading only the frames whose picture changed', { timeout: 240_000 }, () => {
  it('finds a value that appears on an unchanged screen, over the same time as reading every frame', async () => {
    const seconds = 12;
    const [stretch] = await framesOf(
      'appearing',
      [
        { text: 'Quarterly portfolio review', y: 60, from: 0, to: seconds },
        { text: 'Client SSN 123-45-6789', y: 200, from: 5, to: 9 },
      ],
      seconds,
      [{ fromSeconds: 0, seconds }],
    );
    if (!stretch) throw new Error('one stretch expected');
    const changed = countingReader(stretch.work);
    const { read } = await readChangedFrames(stretch.frames, null, changed.read);
    const every = countingReader(stretch.work);
    const everyFrame = await every.read(stretch.frames.map((frame) => frame.file));

    const found = findingsOverTime(read, seconds);
    const foundReadingEvery = findingsOverTime(
      stretch.frames.map((frame, i) => ({ seconds: frame.seconds, findings: everyFrame[i] ?? [] })),
      seconds,
    );
    expect(found.map(({ kind, masked }) => ({ kind, masked }))).toEqual([
      { kind: 'ssn', masked: '***-**-6789' },
    ]);
    // From the first frame taken while it shows (5 s or within 2 s after) to the first after.
    const [ssn] = found;
    expect(ssn?.startSeconds).toBeGreaterThanOrEqual(5);
    expect(ssn?.startSeconds).toBeLessThanOrEqual(7);
    expect(ssn?.endSeconds).toBeGreaterThanOrEqual(9);
    expect(found).toEqual(foundReadingEvery);
    // The screen before, with the value, and after: three readings of the frames taken.
    expect(changed.counted.frames).toBe(3);
    expect(every.counted.frames).toBe(stretch.frames.length);
  });

  it('reads a still screen once, and its reading stands for every frame, stretch after stretch', async () => {
    const stretches = await framesOf(
      'still',
      [{ text: 'Client SSN 123-45-6789', y: 60, from: 0, to: 8 }],
      8,
      [
        { fromSeconds: 0, seconds: 4 },
        { fromSeconds: 4, seconds: 4 },
      ],
    );
    const [first, second] = stretches;
    if (!first || !second) throw new Error('two stretches expected');
    const reader = countingReader(first.work);
    const one = await readChangedFrames(first.frames, null, reader.read);
    const two = await readChangedFrames(second.frames, one.last, reader.read);

    expect(reader.counted.frames).toBe(1);
    const read = [...one.read, ...two.read];
    expect(read.length).toBeGreaterThanOrEqual(4);
    expect(read.every((frame) => frame.findings.some((f) => f.masked === '***-**-6789'))).toBe(
      true,
    );
    expect(findingsOverTime(read, 8).map((f) => [f.masked, f.startSeconds, f.endSeconds])).toEqual([
      ['***-**-6789', 0, 8],
    ]);
  });
});
