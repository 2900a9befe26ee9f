import { parseWebVtt } from './parse-webvtt.ts';
import { formatVttTimestamp } from './webvtt.ts';

/** 00:01:02,345: SRT writes WebVTT's timestamp with a comma before the milliseconds. */
const srtTimestamp = (seconds: number) => formatVttTimestamp(seconds).replace('.', ',');

/**
 * The same captions as SubRip (.srt), for the client's download: players and editors that do
 * not read WebVTT read this. Cues are numbered from 1 and keep their times and text; WebVTT's
 * comments, styles and cue names are not SRT and are left out. Null when `vtt` is not valid
 * WebVTT (stored captions always are: both writers check them).
 */
export function webVttToSrt(vtt: string): string | null {
  const parsed = parseWebVtt(vtt);
  if (!parsed.ok) return null;
  return parsed.cues
    .map(
      (cue, index) =>
        `${index + 1}\r\n${srtTimestamp(cue.start)} --> ${srtTimestamp(cue.end)}\r\n` +
        `${cue.text.replace(/\r?\n/g, '\r\n')}\r\n`,
    )
    .join('\r\n');
}
