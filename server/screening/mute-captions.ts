import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import { toWebVtt } from '../../shared/captions/webvtt.ts';

/** What a muted cue reads in the captions and the transcript: the words are gone from both. */
export const MUTED_TEXT = '[muted]';

/** A stretch of the video whose cues were silenced, in milliseconds as findings store it. */
export interface MutedCue {
  startMs: number;
  endMs: number;
}

/**
 * The captions with every cue inside a muted stretch reading "[muted]". A risky-speech
 * finding spans its cue exactly, so its cue is the one inside. Captions that do not parse are
 * kept as they are (nothing in them can be matched to a time).
 */
export function muteCaptionCues(vtt: string, muted: readonly MutedCue[]): string {
  const parsed = parseWebVtt(vtt);
  if (!parsed.ok) return vtt;
  const inside = (start: number, end: number) =>
    muted.some(
      (range) => Math.round(start * 1000) >= range.startMs && Math.round(end * 1000) <= range.endMs,
    );
  return toWebVtt(
    parsed.cues.map((cue) => (inside(cue.start, cue.end) ? { ...cue, text: MUTED_TEXT } : cue)),
  );
}
