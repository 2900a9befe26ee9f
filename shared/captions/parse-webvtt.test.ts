import { describe, expect, it } from 'vitest';
import { parseWebVtt } from './parse-webvtt.ts';
import { toWebVtt } from './webvtt.ts';

describe('parseWebVtt', () => {
  it('reads back what toWebVtt writes, markup characters included', () => {
    const cues = [
      { start: 0, end: 2.5, text: 'Returns <may> vary & change' },
      { start: 2.5, end: 3725.125, text: 'line one\nline two' },
    ];
    expect(parseWebVtt(toWebVtt(cues))).toEqual({ ok: true, cues });
  });

  it('takes short timestamps, cue settings, CRLF, a BOM and skips NOTE blocks', () => {
    const vtt =
      '\uFEFFWEBVTT - preview\r\n\r\nNOTE made by hand\r\n\r\n' +
      '01:02.000 --> 01:04.500 align:start\r\nHello\r\n';
    expect(parseWebVtt(vtt)).toEqual({ ok: true, cues: [{ start: 62, end: 64.5, text: 'Hello' }] });
  });

  it('accepts a file with no cues', () => {
    expect(parseWebVtt('WEBVTT\n')).toEqual({ ok: true, cues: [] });
  });

  it.each([
    ['', 'Captions must start with WEBVTT'],
    ['1\n00:00:00.000 --> 00:00:01.000\nHi', 'Captions must start with WEBVTT'],
    ['WEBVTT\n\n1\n00:00:00 --> 00:00:01.000\nHi', 'Line 4: expected a time like'],
    ['WEBVTT\n\n1\nHi there', 'Line 4: expected a time like'],
    ['WEBVTT\n\n00:00:00.000 --> 00:01:61.000\nHi', 'Line 3: expected a time like'],
    ['WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nHi', 'Line 3: a caption must end after it starts'],
    [
      'WEBVTT\n\n00:00:02.000 --> 00:00:03.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA',
      'Line 6: captions must be in time order',
    ],
    ['WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\n', 'Caption 1 has no text'],
    ['WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\n   ', 'Caption 1 has no text'],
  ])('refuses %j', (vtt, error) => {
    const parsed = parseWebVtt(vtt);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });
});
