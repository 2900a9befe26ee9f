import { describe, expect, it } from 'vitest';
import { CAPTIONS_MAX_LENGTH } from '../../../shared/constants/limits.ts';
import { checkCaptions, EMPTY_CAPTIONS } from './captions-draft.ts';

const VTT =
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello\n\n00:00:02.000 --> 00:00:04.000\nThere\n';

describe('checkCaptions', () => {
  it('counts the captions of valid WebVTT', () => {
    expect(checkCaptions(VTT)).toEqual({ ok: true, cueCount: 2 });
    expect(checkCaptions(EMPTY_CAPTIONS)).toEqual({ ok: true, cueCount: 0 });
  });

  it('says what is wrong, with the line, as the server would', () => {
    expect(checkCaptions('Hello')).toEqual({ ok: false, error: 'Captions must start with WEBVTT' });
    expect(checkCaptions('WEBVTT\n\n00:00:03.000 --> 00:00:01.000\nHi\n')).toEqual({
      ok: false,
      error: 'Line 3: a caption must end after it starts',
    });
  });

  it('refuses captions over the size limit', () => {
    const long = `WEBVTT\n\nNOTE ${'x'.repeat(CAPTIONS_MAX_LENGTH)}\n`;
    expect(checkCaptions(long)).toEqual({ ok: false, error: 'Captions are too long' });
  });
});
