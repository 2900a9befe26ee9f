/** Lower-case words without punctuation: how a transcript is compared with what was said. */
export function normalizedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Word error rate: the fewest word substitutions, insertions and deletions that turn the
 * reference into the hypothesis, over the reference's word count (0 is perfect).
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const said = normalizedWords(reference);
  const heard = normalizedWords(hypothesis);
  if (said.length === 0) return heard.length === 0 ? 0 : 1;
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= heard.length; j += 1) {
      const same = said[i - 1] === heard[j - 1];
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (same ? 0 : 1),
      );
    }
    previous = current;
  }
  return (previous[heard.length] ?? 0) / said.length;
}
