/** Waits between tries of a failed sync: 1 s, 2 s, 4 s … up to a minute, with jitter. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}
