import { describe, expect, it } from 'vitest';
import { cameraTrimRange, offsetAfterTrim } from './camera-trim.ts';

describe("trimming the camera's file with the screen's", () => {
  it("keeps the same moments on the camera's clock", () => {
    // The camera started 0.2 s after the screen: screen second 5 is camera second 4.8.
    expect(cameraTrimRange({ start: 5, end: 9 }, 200)).toEqual({ start: 4.8, end: 8.8 });
  });

  it('lines the two trimmed files up at their starts when both cuts land exactly', () => {
    expect(offsetAfterTrim(200, 5, 4.8)).toBe(0);
  });

  it('starts the camera later when the cut is before the camera began', () => {
    const range = cameraTrimRange({ start: 0.1, end: 4 }, 300);
    expect(range).toEqual({ start: 0, end: 3.7 });
    // Camera second 0 is screen second 0.3, which is second 0.2 of the trimmed screen.
    expect(offsetAfterTrim(300, 0.1, 0)).toBe(200);
  });

  it('follows a cut moved back to an earlier keyframe', () => {
    // The screen kept from 4.0 (keyframe) and the camera from 4.8: camera starts 0.8 s later.
    expect(offsetAfterTrim(0, 4, 4.8)).toBe(800);
  });

  it('has no camera part when the camera had stopped before the range', () => {
    expect(cameraTrimRange({ start: 10, end: 12 }, 12_000)).toBeNull();
  });
});
