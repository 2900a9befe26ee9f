import * as v from 'valibot';
import type { Chapter } from '../../shared/api/videos.ts';
import { tidy, withoutFinalStop } from './clean-summary.ts';
import { descriptionFrom, hasWords, sentences, truncateAtWord } from './summary-text.ts';

/** What the model suggests for a video; the advisor decides whether to use any of it. */
export interface TranscriptSuggestions {
  /** By start, the first at 0; empty when there is no usable suggestion. */
  chapters: Chapter[];
  /** Two or three sentences; null when there is no usable one. */
  summary: string | null;
}

/** A shorter video is over before a table of contents would help anyone. */
export const CHAPTERS_MIN_VIDEO_SECONDS = 60;
/** A suggested title reads as a heading on one line of the share page's list. */
export const SUGGESTED_TITLE_MAX_LENGTH = 60;
/** A chapter shorter than this is a sentence, not a part of the talk. */
const MIN_CHAPTER_SECONDS = 15;
const MIN_CHAPTERS = 2;
const MAX_CHAPTERS = 8;
const MIN_SUMMARY_SENTENCES = 2;

/** One more chapter a minute, two to eight: a ten-minute talk does not need fifteen. */
export function maxSuggestedChapters(durationSeconds: number): number {
  return Math.min(MAX_CHAPTERS, Math.max(MIN_CHAPTERS, Math.floor(durationSeconds / 60) + 1));
}

/** `moment`: the number of the transcript line the chapter starts at. */
const modelChapterSchema = v.object({ moment: v.number(), title: v.string() });

/**
 * Checks and tidies the model's chapters and summary. `moments` are the starts (seconds) of the
 * numbered transcript lines the model was shown, so a chapter can only start where a caption
 * does. Each half stands alone: bad chapters leave the summary, and the other way round.
 */
export function cleanSuggestions(
  answer: unknown,
  moments: readonly number[],
  durationSeconds: number,
): TranscriptSuggestions {
  const fields = typeof answer === 'object' && answer !== null ? answer : {};
  return {
    chapters: cleanChapters(
      'chapters' in fields ? fields.chapters : undefined,
      moments,
      durationSeconds,
    ),
    summary: cleanSummaryText('summary' in fields ? fields.summary : undefined),
  };
}

/**
 * Chapters the advisor could use as they are: each at a known moment within the video and at
 * least 15 s from the end, a title of one line (at most 60 characters, cut at a word), in order
 * of start with 15 s or more between two, no title twice. The first must start in the opening
 * 15 s, and is moved to 0; otherwise, or when fewer than two or more than the video's share
 * (`maxSuggestedChapters`) are left, there is no suggestion at all. Entries that are not a
 * moment and a title are dropped on their own.
 */
function cleanChapters(
  answer: unknown,
  moments: readonly number[],
  durationSeconds: number,
): Chapter[] {
  if (!(durationSeconds >= CHAPTERS_MIN_VIDEO_SECONDS) || !Array.isArray(answer)) return [];
  const candidates: Chapter[] = [];
  for (const item of answer) {
    const parsed = v.safeParse(modelChapterSchema, item);
    if (!parsed.success) continue;
    const startSeconds = moments[parsed.output.moment];
    if (!Number.isInteger(parsed.output.moment) || startSeconds === undefined) continue;
    if (!(startSeconds >= 0) || startSeconds > durationSeconds - MIN_CHAPTER_SECONDS) continue;
    const title = withoutFinalStop(tidy(parsed.output.title, 'title'));
    if (!hasWords(title)) continue;
    candidates.push({ title: truncateAtWord(title, SUGGESTED_TITLE_MAX_LENGTH), startSeconds });
  }
  candidates.sort((a, b) => a.startSeconds - b.startSeconds);
  const chapters: Chapter[] = [];
  const titles = new Set<string>();
  for (const chapter of candidates) {
    const previous = chapters.at(-1);
    if (previous && chapter.startSeconds - previous.startSeconds < MIN_CHAPTER_SECONDS) continue;
    const key = chapter.title.toLocaleLowerCase();
    if (titles.has(key)) continue;
    titles.add(key);
    chapters.push({ ...chapter, startSeconds: Math.round(chapter.startSeconds * 10) / 10 });
  }
  const [first] = chapters;
  if (!first || first.startSeconds >= MIN_CHAPTER_SECONDS) return [];
  first.startSeconds = 0;
  const usable =
    chapters.length >= MIN_CHAPTERS && chapters.length <= maxSuggestedChapters(durationSeconds);
  return usable ? chapters : [];
}

/** Two or three plain sentences on one line (at most 300 characters), or null. */
function cleanSummaryText(answer: unknown): string | null {
  if (typeof answer !== 'string') return null;
  const summary = descriptionFrom(sentences(tidy(answer, 'summary')));
  return hasWords(summary) && sentences(summary).length >= MIN_SUMMARY_SENTENCES ? summary : null;
}
