import { describe, expect, it } from 'vitest';
import { webVttToSrt } from './srt.ts';

describe('webVttToSrt', () => {
  it('numbers the cues and writes SRT times with a comma', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE made by whisper',
      '',
      'intro',
      '00:00:01.000 --> 00:00:04.250',
      'Hello &amp; welcome',
      '',
      '01:02:03.004 --> 01:02:05.000 align:start',
      'Two lines',
      'of text',
      '',
    ].join('\n');
    expect(webVttToSrt(vtt)).toBe(
      '1\r\n00:00:01,000 --> 00:00:04,250\r\nHello & welcome\r\n' +
        '\r\n' +
        '2\r\n01:02:03,004 --> 01:02:05,000\r\nTwo lines\r\nof text\r\n',
    );
  });

  it('gives an empty file for captions without cues', () => {
    expect(webVttToSrt('WEBVTT\n')).toBe('');
  });

  it('refuses text that is not WebVTT', () => {
    expect(webVttToSrt('1\n00:00:01,000 --> 00:00:02,000\nhi')).toBeNull();
  });
});
