import { describe, expect, it } from 'vitest';
import type { VideoView } from '../../../shared/api/videos.ts';
import { canEditCaptions, isSettled, processingNotice } from './processing-status.ts';

const video = (over: Partial<VideoView>) => ({
  status: 'processing' as const,
  processingStep: null,
  failureReason: null,
  upload: { size: 1000, received: 1000 },
  ...over,
});

describe('isSettled and canEditCaptions', () => {
  it('are true only once the server has finished with the video', () => {
    for (const status of ['uploading', 'uploaded', 'processing'] as const) {
      expect(isSettled(status)).toBe(false);
      expect(canEditCaptions(status)).toBe(false);
    }
    for (const status of ['ready', 'failed'] as const) {
      expect(isSettled(status)).toBe(true);
      expect(canEditCaptions(status)).toBe(true);
    }
  });
});

describe('processingNotice', () => {
  it('is null for a ready video', () => {
    expect(processingNotice(video({ status: 'ready' }))).toBeNull();
  });

  it.each([
    ['checking', 'Checking the recording…'],
    ['converting', 'Converting the video…'],
    ['transcribing', 'Processing captions…'],
    ['describing', 'Writing the title and description…'],
    [null, 'Processing…'],
  ] as const)('names the step %s', (step, title) => {
    expect(processingNotice(video({ processingStep: step }))).toMatchObject({
      tone: 'busy',
      title,
    });
  });

  it('gives the upload’s progress', () => {
    expect(
      processingNotice(video({ status: 'uploading', upload: { size: 400, received: 130 } })),
    ).toMatchObject({ title: 'Uploading…', percent: 32 });
    expect(
      processingNotice(video({ status: 'uploading', upload: { size: 0, received: 0 } })),
    ).toMatchObject({ percent: 0 });
  });

  it('says why processing failed', () => {
    expect(
      processingNotice(video({ status: 'failed', failureReason: 'The file has no video.' })),
    ).toMatchObject({ tone: 'failed', detail: 'The file has no video.' });
    expect(processingNotice(video({ status: 'failed' }))?.detail).toBe(
      'The video could not be processed.',
    );
  });

  it('says an uploaded video waits for processing', () => {
    expect(processingNotice(video({ status: 'uploaded' }))?.title).toBe('Waiting to be processed…');
  });
});
