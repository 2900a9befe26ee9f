import type { Chapter, SuggestionsResponse } from '../../../shared/api/videos.ts';

const sameChapters = (a: readonly Chapter[], b: readonly Chapter[]) =>
  a.length === b.length &&
  a.every(
    (chapter, i) =>
      chapter.title.trim() === b[i]?.title.trim() && chapter.startSeconds === b[i]?.startSeconds,
  );

/**
 * The suggested chapters worth offering: made, not empty, and not what the video already has
 * (nor what the editor holds now, once "Use these" filled it). Null: nothing to show.
 */
export function chaptersOffer(
  suggestions: SuggestionsResponse | undefined,
  applied: readonly Chapter[],
): Chapter[] | null {
  if (suggestions?.status !== 'done' || suggestions.chapters.length === 0) return null;
  return sameChapters(suggestions.chapters, applied) ? null : suggestions.chapters;
}

/** The suggested summary worth offering: made, and not the description as it reads now. */
export function summaryOffer(
  suggestions: SuggestionsResponse | undefined,
  description: string,
): string | null {
  if (suggestions?.status !== 'done' || !suggestions.summary) return null;
  return suggestions.summary === description.trim() ? null : suggestions.summary;
}

/**
 * A short fingerprint of a suggestion, so a dismissal is remembered without keeping the words
 * (which may name a client) and new suggestions, after the captions change, show again.
 */
export function suggestionFingerprint(value: unknown): string {
  let hash = 5381;
  for (const char of JSON.stringify(value)) hash = (hash * 33) ^ (char.codePointAt(0) ?? 0);
  return (hash >>> 0).toString(36);
}
