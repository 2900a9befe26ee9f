import { describe, expect, it } from 'vitest';
import { toWebVtt } from '../../../shared/captions/webvtt.ts';
import { shouldProcessPreview, withAiContent, withFallbackContent } from './preview-ai.ts';
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

  it("falls back to the spec's texts where the advisor typed nothing", () => {
    expect(withFallbackContent({ ...blank, title: 'Mine' })).toMatchObject({
      title: 'Mine',
      description: 'Professional financial guidance and insights.',
      captionsVtt: null,
    });
    expect(withFallbackContent(blank).title).toBe('Financial Advisory Video');
  });

  it('runs only online, once per draft without captions, for a recording it can take', () => {
    expect(shouldProcessPreview(blank, 12, true)).toBe(true);
    expect(shouldProcessPreview(blank, 12, false)).toBe(false);
    expect(shouldProcessPreview({ captionsVtt: vtt }, 12, true)).toBe(false);
    expect(shouldProcessPreview(blank, 3 * 3600, true)).toBe(false);
  });
});
