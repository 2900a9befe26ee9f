/**
 * When a video made at `createdAt` stops being a record that must be kept: `years` calendar
 * years later (29 February rolls to 1 March). Null when retention is off (0 years).
 */
export function retainedUntil(createdAt: string, years: number): string | null {
  if (years === 0) return null;
  const until = new Date(createdAt);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until.toISOString();
}

/** Whether a video made at `createdAt` must still be kept at `now`. */
export function isRetained(createdAt: string, years: number, now: Date): boolean {
  const until = retainedUntil(createdAt, years);
  return until !== null && Date.parse(until) > now.getTime();
}

/** The latest creation time of a video whose retention has ended at `now`. */
export function retentionCutoff(years: number, now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff.toISOString();
}
