import { describe, expect, it } from 'vitest';
import { cameraOffsetMs, MAX_CAMERA_OFFSET_MS } from './stream-offset.ts';

describe('the camera offset', () => {
  it('is positive when the camera started after the screen, in whole milliseconds', () => {
    expect(cameraOffsetMs(1000.2, 1041.7)).toBe(42);
  });

  it('is negative when the camera started first', () => {
    expect(cameraOffsetMs(2000, 1975.4)).toBe(-25);
  });

  it('is unknown when either recorder never started', () => {
    expect(cameraOffsetMs(null, 10)).toBeNull();
    expect(cameraOffsetMs(10, null)).toBeNull();
  });

  it('is unknown when the two started too far apart to line up', () => {
    expect(cameraOffsetMs(0, MAX_CAMERA_OFFSET_MS)).toBe(MAX_CAMERA_OFFSET_MS);
    expect(cameraOffsetMs(0, MAX_CAMERA_OFFSET_MS + 1)).toBeNull();
  });
});
