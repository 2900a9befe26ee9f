import { describe, expect, it } from 'vitest';
import type { VideoStatus } from '../../shared/api/videos.ts';
import { canMoveVideo, videoStatusOf } from './lifecycle.ts';

const ALL: VideoStatus[] = ['uploading', 'uploaded', 'processing', 'ready', 'failed'];

describe('the video lifecycle', () => {
  it('allows exactly the moves the upload and the processing job make', () => {
    const allowed = ALL.flatMap((from) =>
      ALL.filter((to) => canMoveVideo(from, to)).map((to) => `${from} -> ${to}`),
    );
    expect(allowed).toEqual([
      'uploading -> uploaded',
      'uploaded -> processing',
      // A job run again after a crash starts over from a video left in `processing`.
      'processing -> processing',
      'processing -> ready',
      'processing -> failed',
    ]);
  });

  it('reads every stored status and refuses text that is none', () => {
    expect(ALL.map(videoStatusOf)).toEqual(ALL);
    expect(() => videoStatusOf('draft')).toThrow('Unknown video status "draft"');
    expect(() => videoStatusOf('toString')).toThrow();
  });
});
