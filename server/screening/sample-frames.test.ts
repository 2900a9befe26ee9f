import { describe, expect, it } from 'vitest';
import { frameWindows, WINDOW_SECONDS } from './sample-frames.ts';

describe('the stretches a video is read in', () => {
  it('cover the whole video, a stretch at a time', () => {
    expect(frameWindows(4)).toEqual([{ fromSeconds: 0, seconds: 4 }]);
    expect(frameWindows(2.5 * WINDOW_SECONDS)).toEqual([
      { fromSeconds: 0, seconds: WINDOW_SECONDS },
      { fromSeconds: WINDOW_SECONDS, seconds: WINDOW_SECONDS },
      { fromSeconds: 2 * WINDOW_SECONDS, seconds: WINDOW_SECONDS / 2 },
    ]);
  });

  it('are the whole video at once when its length is not known', () => {
    expect(frameWindows(null)).toEqual([{ fromSeconds: 0, seconds: null }]);
    expect(frameWindows(0)).toEqual([{ fromSeconds: 0, seconds: null }]);
  });
});
