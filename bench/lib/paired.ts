/** The middle value (the upper middle of an even count); 0 for none. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** A figure as a bench reports it: the median of its rounds and their lowest and highest. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Round-by-round ratios of two sides measured in the same rounds (`sides[i]` and `baseline[i]`
 * one after the other): machine drift between rounds cancels out of each ratio.
 */
export function pairedRatios(sides: readonly number[], baseline: readonly number[]): Spread {
  return spreadOf(sides.map((value, i) => value / (baseline[i] ?? NaN)));
}

/** "1.07 (0.98–1.21)": a spread in one figure, `digits` after the point. */
export function formatSpread(spread: Spread, digits = 2): string {
  const at = (value: number) => value.toFixed(digits);
  return `${at(spread.median)} (${at(spread.min)}–${at(spread.max)})`;
}
