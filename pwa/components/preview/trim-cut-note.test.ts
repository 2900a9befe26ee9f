import { describe, expect, it } from 'vitest';
import { trimCutNote } from './trim-cut-note.tsx';

const chrome = { keyframes: [0, 2.011, 4.043, 6.043], duration: 8.2, video: null, videoFrames: 0 };
const sparse = { keyframes: [0, 6], duration: 8.2, video: null, videoFrames: 0 };

describe('trimCutNote', () => {
  it('says where the cut really starts when it moves back to a keyframe', () => {
    expect(trimCutNote({ start: 2.3, end: 8.2 }, chrome)).toBe(
      'Starts at 0:02.0, the closest clean cut before 0:02.3: trimming takes seconds and keeps full quality.',
    );
  });

  it('says nothing when the cut stays where the handles are', () => {
    expect(trimCutNote({ start: 2, end: 8.2 }, chrome)).toBeNull();
    expect(trimCutNote({ start: 0, end: 5 }, chrome)).toBeNull();
    expect(trimCutNote({ start: 0, end: 8.2 }, chrome)).toBeNull();
    // The handles stop on the 0.1 s grid, a few ms before the file's real end.
    expect(trimCutNote({ start: 0, end: 8.2 }, { ...chrome, duration: 8.207 })).toBeNull();
  });

  it('warns that a cut with no keyframe within reach re-encodes', () => {
    expect(trimCutNote({ start: 3, end: 8.2 }, sparse)).toBe(
      'No clean cut near 0:03.0: the video is re-encoded from there, which can take a minute.',
    );
  });

  it('says when the closest clean cut is the very start, so nothing would be trimmed', () => {
    expect(trimCutNote({ start: 0.4, end: 8.2 }, chrome)).toBe(
      'The closest clean cut before 0:00.4 is the very start: move the start handle further to trim it.',
    );
  });

  it('says nothing before the keyframes are known', () => {
    expect(trimCutNote({ start: 2.3, end: 8.2 }, null)).toBeNull();
  });
});
