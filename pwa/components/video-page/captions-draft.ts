import { parseWebVtt } from '../../../shared/captions/parse-webvtt.ts';
import { toWebVtt, type Cue } from '../../../shared/captions/webvtt.ts';
import { CAPTIONS_MAX_LENGTH } from '../../../shared/constants/limits.ts';

/** Where an advisor writing captions from nothing starts. */
export const EMPTY_CAPTIONS = 'WEBVTT\n\n';

export type CaptionsCheck = { ok: true; cueCount: number } | { ok: false; error: string };

/**
 * The captions editor's live check: the same WebVTT parser and size limit the server applies
 * on PUT, so an error shows while typing, not after Save.
 */
export function checkCaptions(text: string): CaptionsCheck {
  if (text.length > CAPTIONS_MAX_LENGTH) return { ok: false, error: 'Captions are too long' };
  const parsed = parseWebVtt(text);
  return parsed.ok ? { ok: true, cueCount: parsed.cues.length } : parsed;
}

/**
 * The caption-by-caption editor's check: says which caption is wrong in the advisor's terms
 * (its number, not a WebVTT line), then checks the file those captions make as the server will.
 */
export function checkCueRows(cues: readonly Cue[]): CaptionsCheck {
  for (const [index, cue] of cues.entries()) {
    if (cue.text.trim() === '') return { ok: false, error: `Caption ${index + 1} has no text` };
    if (cue.end <= cue.start) {
      return { ok: false, error: `Caption ${index + 1} must end after it starts` };
    }
  }
  return checkCaptions(toWebVtt(cues));
}

/** Cues in time order, as WebVTT requires; a caption given an earlier start moves up. */
export const inTimeOrder = (cues: readonly Cue[]): Cue[] =>
  cues.toSorted((a, b) => a.start - b.start);

/** Whether two lists hold the same captions, so reopening the editor is not an edit. */
export const sameCues = (a: readonly Cue[], b: readonly Cue[]): boolean =>
  a.length === b.length &&
  a.every(
    (cue, i) => cue.start === b[i]?.start && cue.end === b[i]?.end && cue.text === b[i]?.text,
  );

/** The captions of saved WebVTT, or none when it does not parse (the raw view then opens). */
export function cuesOf(vtt: string): Cue[] | null {
  const parsed = parseWebVtt(vtt);
  return parsed.ok ? parsed.cues : null;
}
