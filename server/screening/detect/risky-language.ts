/**
 * Phrases an advisor must not say to a client (a promise of safety or of returns; FINRA Rule
 * 2210 forbids promissory and exaggerated claims). The defaults every firm starts with; each
 * is matched whole, case-insensitively, with any spacing, hyphen or apostrophe style.
 */
export const DEFAULT_RISKY_PHRASES: readonly string[] = [
  'guarantee',
  'guaranteed',
  'guarantees',
  'risk-free',
  "can't lose",
  'cannot lose',
  'no downside',
  'sure thing',
  'will double',
  'beat the market',
];

/** "You will earn 12%", "we'll make 8 percent", "guaranteed 7% return": a promised return. */
const PROMISED_RETURN =
  /\b(?:you|we|it|this|they)(?:'ll| will| are going to| 're going to)\s+(?:earn|make|get|return|see|gain)\s+(?:(?:at least|over|about|around|an?|another)\s+)*\d+(?:\.\d+)?\s*(?:%|percent)/gi;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a pattern: spaces and hyphens match either, and both apostrophes match. */
function phrasePattern(phrase: string): string {
  return phrase
    .trim()
    .split(/[\s-]+/)
    .map((word) => escape(word).replace(/'/g, "['’]"))
    .join('[\\s-]+');
}

/** A risky phrase said, as it was said, and where in the text. */
export interface PhraseMatch {
  text: string;
  start: number;
  end: number;
}

/**
 * Every risky phrase in `text` (a caption cue): the firm's `phrases`, matched whole, and any
 * promise of a return such as "you will earn 12%". Overlapping matches count once.
 */
export function findRiskyLanguage(
  text: string,
  phrases: readonly string[] = DEFAULT_RISKY_PHRASES,
): PhraseMatch[] {
  const words = phrases.filter((phrase) => phrase.trim() !== '').map(phrasePattern);
  const patterns = [PROMISED_RETURN];
  if (words.length > 0) patterns.push(new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi'));
  const found: PhraseMatch[] = [];
  for (const pattern of patterns) {
    for (const hit of text.matchAll(pattern)) {
      const start = hit.index;
      const end = start + hit[0].length;
      if (found.some((match) => start < match.end && match.start < end)) continue;
      found.push({ text: hit[0], start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
