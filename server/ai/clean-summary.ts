import * as v from 'valibot';
import {
  descriptionFrom,
  hasWords,
  oneLine,
  SUMMARY_TITLE_MAX_LENGTH,
  sentences,
  truncateAtWord,
  type VideoSummary,
} from './summary-text.ts';

const modelAnswerSchema = v.object({ title: v.string(), description: v.string() });

/** Quote and emphasis marks a model wraps around an answer: "…", '…', “…”, **…**. */
const WRAPPERS: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
  ['«', '»'],
  ['`', '`'],
  ['*', '*'],
];

/**
 * Checks and tidies a model's answer: one line each, no `Title:` / `Description:` label, no
 * wrapping quotes, the title at most 80 characters (cut at a word), the description its first
 * one to three sentences. Null when the answer is not `{title, description}` strings or
 * either is left without a letter or digit, so the caller uses its fallback.
 */
export function cleanSummary(answer: unknown): VideoSummary | null {
  const parsed = v.safeParse(modelAnswerSchema, answer);
  if (!parsed.success) return null;
  const title = withoutFinalStop(tidy(parsed.output.title, 'title'));
  const description = descriptionFrom(sentences(tidy(parsed.output.description, 'description')));
  if (!hasWords(title) || !hasWords(description)) return null;
  return { title: truncateAtWord(title, SUMMARY_TITLE_MAX_LENGTH), description };
}

/** Peels labels and wrapping marks in any order: `"Title: **Budget Basics**"`. */
export function tidy(text: string, label: string): string {
  const labelPrefix = new RegExp(`^${label}\\s*[:：-]\\s*`, 'i');
  let current = oneLine(text);
  for (;;) {
    const next = unwrapOnce(current.replace(labelPrefix, ''));
    if (next === current) return current;
    current = next;
  }
}

function unwrapOnce(text: string): string {
  const wrapper = WRAPPERS.find(
    ([open, close]) =>
      text.length > open.length + close.length && text.startsWith(open) && text.endsWith(close),
  );
  return wrapper ? text.slice(wrapper[0].length, -wrapper[1].length).trim() : text;
}

/** "Retirement Plan Changes." reads as a heading without its stop; "Why Wait..." keeps its dots. */
export function withoutFinalStop(title: string): string {
  return /[^.]\.$/.test(title) ? title.slice(0, -1) : title;
}
