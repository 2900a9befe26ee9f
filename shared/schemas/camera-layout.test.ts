import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createVideoSchema } from './videos.ts';

const file = { size: 10, sha256: 'a'.repeat(64), contentType: 'video/webm' };
const base = {
  durationSeconds: 3,
  captionsEnabled: false,
  includeProfilePicture: false,
  upload: file,
};

function problemsOf(input: unknown): string[] {
  const result = v.safeParse(createVideoSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('saving a recording of screen and camera', () => {
  it('takes the camera’s file and a layout, filling the layout’s corner and size', () => {
    const result = v.parse(createVideoSchema, {
      ...base,
      source: 'screen_and_camera',
      camera: { ...file, offsetMs: 12 },
      layout: { kind: 'bubble' },
    });
    expect(result.layout).toEqual({ kind: 'bubble', corner: 'bottom_right', size: 'medium' });
  });

  it('calls a screen recording by default, with no camera file or layout', () => {
    expect(v.parse(createVideoSchema, base).source).toBe('screen');
  });

  it('refuses a camera file without the two-stream source, and the source without the file', () => {
    expect(problemsOf({ ...base, camera: { ...file, offsetMs: 0 } })).toEqual([
      'A recording of screen and camera declares the camera’s file, and only it does',
    ]);
    expect(problemsOf({ ...base, source: 'screen_and_camera' })).toEqual([
      'A recording of screen and camera declares the camera’s file, and only it does',
    ]);
  });

  it('refuses a layout on a one-stream recording, and an unknown corner', () => {
    expect(problemsOf({ ...base, layout: { kind: 'bubble' } })).toEqual([
      'Only a recording of screen and camera has a layout',
    ]);
    expect(
      problemsOf({
        ...base,
        source: 'screen_and_camera',
        camera: { ...file, offsetMs: 0 },
        layout: { kind: 'bubble', corner: 'middle' },
      }),
    ).toEqual(['layout.corner must be bottom_right, bottom_left, top_right or top_left']);
  });

  it('refuses cameras started too far from the screen to line up', () => {
    expect(
      problemsOf({ ...base, source: 'screen_and_camera', camera: { ...file, offsetMs: 60_000 } }),
    ).toEqual(['The camera started too far from the screen to line them up']);
  });
});
