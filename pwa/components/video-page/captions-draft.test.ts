import { describe, expect, it } from 'vitest';
import { CAPTIONS_MAX_LENGTH } from '../../../shared/constants/limits.ts';
import {
  checkCaptions,
  checkCueRows,
  cuesOf,
  EMPTY_CAPTIONS,
  inTimeOrder,
  sameCues,
} from './captions-draft.ts';

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

describe('checkCueRows', () => {
  const hello = { start: 0, end: 2, text: 'Hello' };
  it('names the caption that is wrong, by its number', () => {
    expect(checkCueRows([hello, { start: 2, end: 4, text: '  ' }])).toEqual({
      ok: false,
      error: 'Caption 2 has no text',
    });
    expect(checkCueRows([hello, { start: 5, end: 5, text: 'There' }])).toEqual({
      ok: false,
      error: 'Caption 2 must end after it starts',
    });
  });

  it('passes captions that make valid WebVTT, counting them', () => {
    expect(checkCueRows([hello, { start: 2, end: 4, text: 'There' }])).toEqual({
      ok: true,
      cueCount: 2,
    });
    expect(checkCueRows([])).toEqual({ ok: true, cueCount: 0 });
  });
});

describe('inTimeOrder, sameCues and cuesOf', () => {
  it('moves a caption given an earlier start up the list', () => {
    const moved = inTimeOrder([
      { start: 0, end: 1, text: 'a' },
      { start: 0.5, end: 2, text: 'b' },
      { start: 0.2, end: 3, text: 'c' },
    ]);
    expect(moved.map((cue) => cue.text)).toEqual(['a', 'c', 'b']);
  });

  it('reads saved WebVTT into captions that compare equal to themselves, or null', () => {
    const cues = cuesOf(VTT);
    expect(cues).toHaveLength(2);
    expect(sameCues(cues ?? [], cuesOf(VTT) ?? [])).toBe(true);
    expect(sameCues(cues ?? [], [{ start: 0, end: 2, text: 'Hello' }])).toBe(false);
    expect(cuesOf('not captions')).toBeNull();
  });
});
