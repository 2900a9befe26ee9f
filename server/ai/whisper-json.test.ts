import { describe, expect, it } from 'vitest';
import { readWhisperJson } from './whisper-json.ts';

/** A segment as `whisper-cli -ojf` writes it (trimmed to the fields read), times in ms. */
const segment = (from: number, to: number, text: string, tokens: string[]) =>
  `{ "offsets": { "from": ${from}, "to": ${to} }, "text": "${text}", ` +
  `"tokens": [${tokens.join(',')}] }`;
const token = (id: number, text: string, from: number, to: number, p = '0.5') =>
  `{ "text": "${text}", "offsets": { "from": ${from}, "to": ${to} }, "id": ${id}, "p": ${p} }`;
const file = (...segments: string[]) =>
  Buffer.from(`{ "model": { "multilingual": false }, "transcription": [${segments.join(',')}] }`);

describe('readWhisperJson', () => {
  it('joins tokens into words, skips special tokens and converts milliseconds to seconds', () => {
    const json = file(
      segment(0, 2000, ' Hello there, friend.', [
        token(50363, '[_BEG_]', 0, 0),
        token(15496, ' Hello', 0, 400),
        token(612, ' there', 400, 900),
        token(11, ',', 900, 950),
        token(1545, ' friend', 1000, 1500),
        token(13, '.', 1500, 1600),
        token(50463, '[_TT_100]', 2000, 2000),
      ]),
    );
    expect(readWhisperJson(json, null)).toEqual({
      segments: [{ start: 0, end: 2, text: 'Hello there, friend.' }],
      words: [
        { start: 0, end: 0.4, text: 'Hello' },
        { start: 0.4, end: 0.95, text: 'there,' },
        { start: 1, end: 1.6, text: 'friend.' },
      ],
    });
  });

  it('reads the raw control characters and `nan` numbers whisper-cli writes', () => {
    const json = file(segment(0, 1000, ' a\tb\nc', [token(64, ' a\tb\nc', 0, 1000, '-nan')]));
    const transcript = readWhisperJson(json, null);
    expect(transcript.segments[0]?.text).toBe('a\tb\nc');
    expect(transcript.words[0]?.text).toBe('a\tb\nc');
  });

  it('keeps times within the audio and drops text placed after its end', () => {
    const json = file(
      segment(500, 8560, ' Early', [token(1, ' Early', 500, 3610)]),
      segment(9000, 9500, ' Late', [token(2, ' Late', 9000, 9500)]),
    );
    expect(readWhisperJson(json, 3.5)).toEqual({
      segments: [{ start: 0.5, end: 3.5, text: 'Early' }],
      words: [{ start: 0.5, end: 3.5, text: 'Early' }],
    });
  });

  it('says which field is wrong in a file of another shape', () => {
    const json = Buffer.from('{ "model": { "multilingual": false }, "transcription": [{}] }');
    expect(() => readWhisperJson(json, null)).toThrow(/transcription\.0\.offsets/);
  });
});
