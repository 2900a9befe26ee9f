import { parseWebVtt } from '../../../shared/captions/parse-webvtt.ts';
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
