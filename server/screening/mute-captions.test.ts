import { describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import { toWebVtt } from '../../shared/captions/webvtt.ts';
import { muteCaptionCues, MUTED_TEXT } from './mute-captions.ts';

const VTT = toWebVtt([
  { start: 0, end: 2.5, text: 'Here is the plan for this year.' },
  { start: 2.5, end: 5, text: 'This fund is guaranteed to double.' },
  { start: 5, end: 8, text: 'Call me with any questions.' },
]);

describe('captions of a muted version', () => {
  it('read "[muted]" where the muted cue was, and keep every other cue', () => {
    const muted = muteCaptionCues(VTT, [{ startMs: 2500, endMs: 5000 }]);
    const parsed = parseWebVtt(muted);
    expect(parsed.ok && parsed.cues.map((cue) => cue.text)).toEqual([
      'Here is the plan for this year.',
      MUTED_TEXT,
      'Call me with any questions.',
    ]);
    expect(muted).not.toContain('guaranteed');
  });

  it('are unchanged when nothing muted matches a cue', () => {
    expect(muteCaptionCues(VTT, [{ startMs: 9000, endMs: 9500 }])).toBe(VTT);
  });
});
