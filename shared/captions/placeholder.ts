import { CAPTION_MIN_CUE_SECONDS, CAPTION_WORDS_PER_CUE } from '../constants/limits.ts';
import type { Cue } from './webvtt.ts';

const PLACEHOLDER_TEXT =
  'Captions are being prepared for this video. They will appear here once your recording ' +
  'has been transcribed on your firm’s own server.';

/**
 * The caption track shown before real captions exist: the placeholder
 * words, 8 to a cue, each cue at least 3 seconds, spread over the video without passing its end.
 */
export function placeholderCues(durationSeconds: number): Cue[] {
  if (!(durationSeconds > 0)) return [];
  const words = PLACEHOLDER_TEXT.split(/\s+/);
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += CAPTION_WORDS_PER_CUE) {
    lines.push(words.slice(i, i + CAPTION_WORDS_PER_CUE).join(' '));
  }
  const cueSeconds = Math.max(CAPTION_MIN_CUE_SECONDS, durationSeconds / lines.length);
  const cues: Cue[] = [];
  for (const [index, text] of lines.entries()) {
    const start = index * cueSeconds;
    if (start >= durationSeconds) break;
    cues.push({ start, end: Math.min(start + cueSeconds, durationSeconds), text });
  }
  return cues;
}
