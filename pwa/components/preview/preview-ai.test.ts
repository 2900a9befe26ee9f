import { describe, expect, it } from 'vitest';
import { toWebVtt } from '../../../shared/captions/webvtt.ts';
import { ApiError } from '../../api/client.ts';
import { isNoSpeech, shouldProcessPreview, withAiContent } from './preview-ai.ts';
import { initialPreviewForm } from './preview-form.ts';

const blank = initialPreviewForm({
  settings: { microphone: 'default', includeProfilePicture: true },
  details: null,
});
const vtt = toWebVtt([{ start: 0, end: 2, text: 'Good morning' }]);
const content = {
  title: 'Your retirement account',
  description: 'A short look.',
  captionsVtt: vtt,
};

describe('preview AI results in the form', () => {
  it('fills a blank form and takes the captions', () => {
    expect(withAiContent(blank, content)).toMatchObject({
      title: 'Your retirement account',
      description: 'A short look.',
      captionsVtt: vtt,
    });
  });

  it("never replaces the advisor's own title or description", () => {
    const typed = { ...blank, title: 'Q3 review', description: '  ' };
    expect(withAiContent(typed, content)).toMatchObject({
      title: 'Q3 review',
      description: 'A short look.',
    });
  });

  it('refuses captions that are not valid WebVTT', () => {
    expect(withAiContent(blank, { ...content, captionsVtt: 'not captions' }).captionsVtt).toBe(
      null,
    );
  });

  it('leaves blanks blank when nothing could be written, never a made-up line', () => {
    const nothing = { title: '', description: '' };
    expect(withAiContent(blank, nothing)).toMatchObject({
      title: '',
      description: '',
      captionsVtt: null,
    });
    expect(withAiContent({ ...blank, title: 'Mine' }, nothing).title).toBe('Mine');
  });

  it('tells a recording with no speech apart from a failure', () => {
    const noSpeech = new ApiError(422, '422: {}', { code: 'NO_SPEECH', message: 'No speech' });
    const timeout = new ApiError(503, '503: {}', { code: 'AI_UNAVAILABLE', message: 'Too long' });
    expect(isNoSpeech(noSpeech)).toBe(true);
    expect(isNoSpeech(timeout)).toBe(false);
    expect(isNoSpeech(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('runs only online, once per draft without captions, for a recording it can take', () => {
    expect(shouldProcessPreview(blank, 12, true)).toBe(true);
    expect(shouldProcessPreview(blank, 12, false)).toBe(false);
    expect(shouldProcessPreview({ captionsVtt: vtt }, 12, true)).toBe(false);
    expect(shouldProcessPreview(blank, 3 * 3600, true)).toBe(false);
  });
});
