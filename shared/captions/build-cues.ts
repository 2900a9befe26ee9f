import type { Cue } from './webvtt.ts';

/** A timed piece of speech: a word, or a whole segment when the recogniser gives no words. */
export interface TimedText {
  start: number;
  end: number;
  text: string;
}

/** Broadcast caption limits: two lines a viewer reads at a glance, never a wall of text. */
export const MAX_LINE_CHARS = 42;
export const MAX_LINES = 2;
export const MAX_CUE_SECONDS = 7;
/** A pause this long starts a new caption, so text is not shown before it is said. */
const PAUSE_SECONDS = 1.5;

/** Splits words into at most MAX_LINES lines of at most MAX_LINE_CHARS; null if they don't fit. */
function wrap(words: readonly string[]): string[] | null {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= MAX_LINE_CHARS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.length <= MAX_LINES ? lines : null;
}

/** A word longer than a line (a URL, say) is cut into line-sized pieces sharing its time. */
function splitLongWords(items: readonly TimedText[]): TimedText[] {
  return items.flatMap((item) => {
    const text = item.text.trim();
    if (text.length <= MAX_LINE_CHARS) return [{ ...item, text }];
    const pieces = text.match(new RegExp(`.{1,${MAX_LINE_CHARS}}`, 'g')) ?? [];
    const step = (item.end - item.start) / pieces.length;
    return pieces.map((piece, i) => ({
      start: item.start + i * step,
      end: item.start + (i + 1) * step,
      text: piece,
    }));
  });
}

/** Segments become words spread evenly over their time, so long segments can be split. */
function asWords(items: readonly TimedText[]): TimedText[] {
  return items.flatMap((item) => {
    const words = item.text.trim().split(/\s+/).filter(Boolean);
    const step = (item.end - item.start) / Math.max(words.length, 1);
    return words.map((text, i) => ({
      start: item.start + i * step,
      end: item.start + (i + 1) * step,
      text,
    }));
  });
}

/**
 * Caption cues from timed speech: each cue at most two lines of at most 42 characters and at
 * most 7 seconds, cues in time order and never overlapping. Bad timings from the recogniser
 * (negative, backwards, NaN) are clamped rather than trusted.
 */
export function buildCues(speech: readonly TimedText[]): Cue[] {
  // Kept in the recogniser's order (its text order); overlapping times are pushed later below.
  const words = splitLongWords(asWords(speech)).filter(
    (w) => Number.isFinite(w.start) && Number.isFinite(w.end),
  );
  const cues: Cue[] = [];
  let current: { start: number; end: number; words: string[] } | null = null;
  const close = () => {
    if (!current) return;
    const lines = wrap(current.words) ?? [current.words.join(' ')];
    cues.push({ start: current.start, end: current.end, text: lines.join('\n') });
    current = null;
  };
  for (const word of words) {
    const previousEnd = cues.at(-1)?.end ?? 0;
    const start = Math.max(word.start, previousEnd, current?.end ?? 0, 0);
    const end = Math.max(word.end, start);
    if (current) {
      const fits = wrap([...current.words, word.text]) !== null;
      const tooLong = end - current.start > MAX_CUE_SECONDS;
      const paused = word.start - current.end >= PAUSE_SECONDS;
      if (fits && !tooLong && !paused) {
        current.words.push(word.text);
        current.end = end;
        continue;
      }
      close();
    }
    current = { start, end: Math.min(end, start + MAX_CUE_SECONDS), words: [word.text] };
  }
  close();
  return cues;
}
