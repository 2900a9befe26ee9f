import { describe, expect, it } from 'vitest';
import { KEYFRAME_REACH, planTrim, type TrimPart, type TrimPlan } from './trim-plan.ts';

/** Keyframes every 2 s, as the recorder asks Chrome for. */
const source = { keyframes: [0, 2, 4, 6, 8], duration: 10 };
/** Keyframes 5 s apart (another browser's recording): most cuts have none within reach. */
const sparse = { keyframes: [0, 5, 10], duration: 12 };

function cut(plan: TrimPlan) {
  if (plan.kind !== 'cut') throw new Error(`expected a cut, got ${plan.kind}`);
  return plan;
}

describe('planTrim', () => {
  it('keeps the file when the range is the whole recording', () => {
    expect(planTrim({ start: 0, end: 10 }, source)).toEqual({ kind: 'keep' });
    // The handles move in tenths: a 10.009 s recording ends at 10.0 on the slider.
    expect(planTrim({ start: 0, end: 10 }, { ...source, duration: 10.009 })).toEqual({
      kind: 'keep',
    });
    expect(planTrim({ start: 0.04, end: 12 }, source)).toEqual({ kind: 'keep' });
  });

  it('moves a start between keyframes back to the keyframe before it, and copies', () => {
    expect(cut(planTrim({ start: 2.5, end: 6 }, source))).toEqual({
      kind: 'cut',
      start: 2,
      end: 6,
      video: [{ mode: 'copy', start: 2, end: 6 }],
      audio: { start: 2, end: 6 },
    });
    expect(cut(planTrim({ start: 1.9, end: 7.5 }, source))).toMatchObject({
      start: 0,
      video: [{ mode: 'copy', start: 0, end: 7.5 }],
    });
  });

  it('keeps the file when the start moves back to 0 and the end is the end', () => {
    expect(planTrim({ start: 0.3, end: 10 }, source)).toEqual({ kind: 'keep' });
  });

  it('copies from a start exactly on a keyframe', () => {
    expect(cut(planTrim({ start: 4, end: 9.3 }, source)).video).toEqual([
      { mode: 'copy', start: 4, end: 9.3 },
    ]);
  });

  it('re-encodes up to the next keyframe when none is within reach before the start', () => {
    expect(cut(planTrim({ start: 3, end: 7.5 }, sparse))).toEqual({
      kind: 'cut',
      start: 3,
      end: 7.5,
      video: [
        { mode: 'encode', start: 3, end: 5, decodeFrom: 0 },
        { mode: 'copy', start: 5, end: 7.5 },
      ],
      audio: { start: 3, end: 7.5 },
    });
    // Just beyond reach: 2.6 s after the keyframe at 0.
    expect(cut(planTrim({ start: 2.6, end: 7 }, sparse)).start).toBe(2.6);
    expect(cut(planTrim({ start: 2.5, end: 7 }, sparse)).start).toBe(0);
  });

  it('re-encodes the whole range when no keyframe falls inside it or within reach', () => {
    expect(cut(planTrim({ start: 3, end: 4.9 }, sparse)).video).toEqual([
      { mode: 'encode', start: 3, end: 4.9, decodeFrom: 0 },
    ]);
    // A keyframe at the very end is outside the range: the end is exclusive.
    expect(cut(planTrim({ start: 3, end: 5 }, sparse)).video).toEqual([
      { mode: 'encode', start: 3, end: 5, decodeFrom: 0 },
    ]);
  });

  it('trims only the end with a pure copy', () => {
    expect(cut(planTrim({ start: 0, end: 5 }, source))).toMatchObject({
      start: 0,
      video: [{ mode: 'copy', start: 0, end: 5 }],
      audio: { start: 0, end: 5 },
    });
  });

  it('runs to the real end when the end handle is at the duration', () => {
    const plan = cut(planTrim({ start: 3, end: 10 }, { ...source, duration: 10.009 }));
    expect(plan.end).toBe(10.009);
    expect(plan.video.at(-1)).toEqual({ mode: 'copy', start: 2, end: 10.009 });
  });

  it('rounds the range to tenths of a second', () => {
    const plan = cut(planTrim({ start: 3.04, end: 7.46 }, sparse));
    expect([plan.start, plan.end]).toEqual([3, 7.5]);
  });

  it('starts on a keyframe that is less than half a tenth before or after the start', () => {
    const chrome = { keyframes: [0, 2.011, 4.043, 6.043, 8.044], duration: 10.009 };
    expect(cut(planTrim({ start: 2, end: 5 }, chrome))).toMatchObject({
      start: 2.011,
      video: [{ mode: 'copy', start: 2.011, end: 5 }],
      audio: { start: 2.011, end: 5 },
    });
    expect(
      cut(planTrim({ start: 2, end: 5 }, { keyframes: [0, 1.98], duration: 10 })),
    ).toMatchObject({
      start: 1.98,
      video: [{ mode: 'copy', start: 1.98, end: 5 }],
      audio: { start: 1.98, end: 5 },
    });
    // 60 ms later is more than that, and the keyframe before is out of reach: re-encoded.
    const later = { keyframes: [0, 5.06], duration: 10 };
    expect(cut(planTrim({ start: 5, end: 8 }, later)).video).toEqual([
      { mode: 'encode', start: 5, end: 5.06, decodeFrom: 0 },
      { mode: 'copy', start: 5.06, end: 8 },
    ]);
  });

  it('copies from the first frame when the video track starts after the cut', () => {
    const late = { keyframes: [0.4, 2.4], duration: 10 };
    expect(cut(planTrim({ start: 0.1, end: 5 }, late))).toMatchObject({
      start: 0.1,
      video: [{ mode: 'copy', start: 0.4, end: 5 }],
      audio: { start: 0.1, end: 5 },
    });
  });

  it('plans audio alone for a recording without video', () => {
    expect(cut(planTrim({ start: 1, end: 2 }, { keyframes: [], duration: 10 }))).toMatchObject({
      video: [],
      audio: { start: 1, end: 2 },
    });
  });

  it('refuses an empty or reversed range', () => {
    expect(() => planTrim({ start: 3, end: 3.04 }, source)).toThrow(RangeError);
    expect(() => planTrim({ start: 5, end: 4 }, source)).toThrow(RangeError);
    expect(() => planTrim({ start: Number.NaN, end: 4 }, source)).toThrow(RangeError);
  });

  it('always yields back-to-back parts that copy from keyframes only', () => {
    const keyframes = [0, 1.533, 3.6, 3.7, 6.01, 9.999];
    const duration = 11.02;
    for (let startTenths = 0; startTenths <= 109; startTenths++) {
      for (let endTenths = startTenths + 1; endTenths <= 111; endTenths += 3) {
        const range = { start: startTenths / 10, end: endTenths / 10 };
        const plan = planTrim(range, { keyframes, duration });
        if (plan.kind === 'keep') continue;
        const parts: TrimPart[] = plan.video;
        expect(parts.length).toBeGreaterThan(0);
        expect(parts[0]?.start).toBeCloseTo(plan.start, 9);
        expect(parts.at(-1)?.end).toBe(plan.end);
        parts.forEach((part, i) => {
          expect(part.end).toBeGreaterThan(part.start);
          if (i > 0) expect(part.start).toBe(parts[i - 1]?.end);
          if (part.mode === 'copy') expect(keyframes).toContain(part.start);
          else {
            expect(keyframes).toContain(part.decodeFrom);
            expect(part.decodeFrom).toBeLessThanOrEqual(part.start);
            expect(keyframes.some((k) => k > part.decodeFrom && k <= part.start)).toBe(false);
          }
        });
        expect(parts.filter((part) => part.mode === 'encode').length).toBeLessThanOrEqual(1);
        // The start never moves later than asked (beyond half a tenth), nor further back
        // than the reach; with a keyframe within reach, nothing is re-encoded.
        const asked = Math.round(range.start * 10) / 10;
        expect(plan.start).toBeLessThan(asked + 0.05);
        expect(asked - plan.start).toBeLessThanOrEqual(KEYFRAME_REACH + 1e-9);
        const reachable = keyframes.some((k) => k <= asked && asked - k <= KEYFRAME_REACH);
        if (reachable) expect(parts.every((part) => part.mode === 'copy')).toBe(true);
      }
    }
  });
});
