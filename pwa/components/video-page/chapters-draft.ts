import * as v from 'valibot';
import type { Chapter } from '../../../shared/api/videos.ts';
import { formatTrimClock } from '../../../shared/format/clock.ts';
import { chaptersSchema } from '../../../shared/schemas/chapters.ts';

/** A chapter as the editor holds it: its start as typed. */
export interface ChapterRow {
  key: string;
  title: string;
  start: string;
}

/** 1:23, 1:23.5, 1:02:03 or plain seconds (83) to seconds; null when it is none of them. */
export function parseClock(text: string): number | null {
  const match = /^\s*(?:(?:(\d+):)?(\d{1,2}):)?(\d{1,2}|\d+)(?:\.(\d))?\s*$/.exec(text);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0', tenth = '0'] = match;
  const hasMinutes = match[2] !== undefined;
  if (hasMinutes && Number(s) > 59) return null;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(tenth) / 10;
}

/** How a saved start is shown in its field: m:ss, with a tenth when it has one. */
export function clockText(seconds: number): string {
  const text = formatTrimClock(seconds);
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/**
 * The rows as the list to save, sorted by start, or the first problem in words: a start that
 * is no time or falls after the video, and whatever the shared schema refuses.
 */
export function chaptersToSave(
  rows: readonly ChapterRow[],
  durationSeconds: number,
): { ok: true; chapters: Chapter[] } | { ok: false; error: string } {
  const chapters: Chapter[] = [];
  for (const row of rows) {
    const startSeconds = parseClock(row.start);
    const name = row.title.trim() || 'A chapter';
    if (startSeconds === null)
      return { ok: false, error: `${name}: the start must be a time such as 1:30.` };
    if (durationSeconds > 0 && startSeconds >= durationSeconds) {
      return { ok: false, error: `${name} starts after the video ends.` };
    }
    chapters.push({ title: row.title, startSeconds });
  }
  chapters.sort((a, b) => a.startSeconds - b.startSeconds);
  const checked = v.safeParse(chaptersSchema, { chapters });
  if (!checked.success) return { ok: false, error: checked.issues[0].message };
  return { ok: true, chapters: checked.output.chapters };
}
