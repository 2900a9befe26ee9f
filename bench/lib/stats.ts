/** Figures as a bench reports them. */
export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** "lowest–highest", for a median's range over rounds. */
export const range = (values: number[]) =>
  `${round(Math.min(...values))}–${round(Math.max(...values))}`;
