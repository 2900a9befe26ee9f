import {
  descriptionFrom,
  SUMMARY_TITLE_MAX_LENGTH,
  sentences,
  spokenText,
  truncateAtWord,
  type VideoSummary,
} from './summary-text.ts';

/** Shorter sentences are greetings and sign-offs ("Hi everyone.", "Thanks for watching."). */
const MEANINGFUL_MIN_WORDS = 4;

/**
 * A title and description taken from the transcript's own words, for a server without a
 * llama model: the first meaningful sentence is the title, the first one to three meaningful
 * sentences the description. The same transcript always gives the same summary. Null when
 * nothing meaningful was said (a silent recording, or only a greeting).
 */
export function extractiveSummary(transcript: string): VideoSummary | null {
  const meaningful = sentences(spokenText(transcript)).filter(
    (sentence) => wordCount(sentence) >= MEANINGFUL_MIN_WORDS,
  );
  const [first] = meaningful;
  if (first === undefined) return null;
  return {
    title: truncateAtWord(asTitle(first), SUMMARY_TITLE_MAX_LENGTH),
    description: descriptionFrom(meaningful.map(capitalised)),
  };
}

function wordCount(sentence: string): number {
  return sentence.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A title reads as a heading: capitalised, without a closing full stop. */
function asTitle(sentence: string): string {
  return capitalised(sentence.replace(/\.+$/, ''));
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
