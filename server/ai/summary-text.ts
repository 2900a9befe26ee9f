/** What a video summary is and the text rules both of its makers (model and extractive) share. */
export type VideoSummary = { title: string; description: string };

/** A title is one line on a library card and a share page. */
export const SUMMARY_TITLE_MAX_LENGTH = 80;
export const SUMMARY_DESCRIPTION_MAX_SENTENCES = 3;
/** Three plain sentences; longer text is cut at a word. */
export const SUMMARY_DESCRIPTION_MAX_LENGTH = 300;

const ELLIPSIS = '…';
/** Whisper marks non-speech like `[BLANK_AUDIO]`, `[Music]` or `(upbeat music)`. */
const NON_SPEECH = /\[[^\]]*\]|\([^)]*\)/g;
const HESITATION = /\b(?:u+m+|u+h+|e+r+m+|h+m+)\b,?/gi;
/** Control and format characters, and U+FFFD left behind by a broken UTF-8 sequence. */
const INVISIBLE = /[\p{Cc}\p{Cf}\uFFFD]/gu;

/** Text on one line: no control characters, runs of whitespace as one space. */
export function oneLine(text: string): string {
  return text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
}

/** The words actually spoken: whisper's non-speech marks and hesitations removed. */
export function spokenText(transcript: string): string {
  return oneLine(transcript.replace(NON_SPEECH, ' ').replace(HESITATION, ' '))
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/^[,.;:\s]+/, '');
}

/**
 * Sentences, split after `.`, `!` or `?` followed by a space, so "2.5 percent" stays whole;
 * text after the last stop is a sentence too.
 */
export function sentences(text: string): string[] {
  return oneLine(text)
    .split(/(?<=[.!?])\s+/)
    .filter(hasWords);
}

export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Cuts text to at most `max` characters at a word boundary, marking the cut with `…`. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return cut.replace(/[\s,;:.!?-]+$/, '') + ELLIPSIS;
}

/** Up to three sentences, cut to the description's length. */
export function descriptionFrom(sentenceList: readonly string[]): string {
  const kept = sentenceList.slice(0, SUMMARY_DESCRIPTION_MAX_SENTENCES);
  let description = kept[0] ?? '';
  for (const sentence of kept.slice(1)) {
    const longer = `${description} ${sentence}`;
    if (longer.length > SUMMARY_DESCRIPTION_MAX_LENGTH) break;
    description = longer;
  }
  return truncateAtWord(description, SUMMARY_DESCRIPTION_MAX_LENGTH);
}
