import * as v from 'valibot';
import { CHAPTER_TITLE_MAX_LENGTH, CHAPTERS_MAX } from '../constants/limits.ts';
import { formObject } from './fields.ts';
import { oneLine } from './text.ts';

const chapter = v.strictObject(
  {
    title: v.pipe(
      v.string('A chapter’s title must be text'),
      v.trim(),
      v.minLength(1, 'Please give every chapter a title'),
      v.maxLength(
        CHAPTER_TITLE_MAX_LENGTH,
        `A chapter’s title must be at most ${CHAPTER_TITLE_MAX_LENGTH} characters`,
      ),
      oneLine(),
    ),
    startSeconds: v.pipe(
      v.number('A chapter’s start must be a number of seconds'),
      v.finite('A chapter’s start must be a number of seconds'),
      v.minValue(0, 'A chapter cannot start before the video'),
      // Tenths of a second are as fine as a click on the progress bar can choose.
      v.transform((seconds) => Math.round(seconds * 10) / 10),
    ),
  },
  'A chapter has only a title and startSeconds',
);

/**
 * PUT /api/videos/:id/chapters: the video's whole list of chapters, replacing the old one (an
 * empty list removes them). Starts are in order and no two alike, so the list reads as the
 * video plays; the server checks each start falls within the video.
 */
export const chaptersSchema = formObject({
  chapters: v.pipe(
    v.array(chapter, 'chapters must be a list'),
    v.maxLength(CHAPTERS_MAX, `A video may have at most ${CHAPTERS_MAX} chapters`),
    v.check(
      (chapters) =>
        chapters.every((c, i) => i === 0 || c.startSeconds > (chapters[i - 1]?.startSeconds ?? 0)),
      'Chapters must be in order of their start, and no two may start at the same time',
    ),
  ),
});
export type ChaptersInput = v.InferOutput<typeof chaptersSchema>;
