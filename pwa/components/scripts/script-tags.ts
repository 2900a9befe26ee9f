/** Splits a card's tags into those shown and how many hide behind '+N more'; a card shows at most three. */
export function visibleTags(
  tags: readonly string[],
  max = 3,
): { shown: readonly string[]; hidden: number } {
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) };
}
