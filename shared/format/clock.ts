/**
 * A length of time as a clock reads it: m:ss, or h:mm:ss from an hour on.
 * Fractions are dropped, so a timer shows 0:01 only once a full second has passed.
 */
export function formatClock(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * A point or length on the trim handles, which move in tenths of a second: m:ss.t (h:mm:ss.t
 * from an hour on), so every arrow-key press shows. Rounded to the nearest tenth, as the cut is.
 */
export function formatTrimClock(totalSeconds: number): string {
  const tenths = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds * 10)) : 0;
  return `${formatClock(Math.floor(tenths / 10))}.${tenths % 10}`;
}

/** The moment of the video a response was sent at, as people say it ("at 2:14"); '' if unknown. */
export function momentLabel(atSeconds: number | null): string {
  return atSeconds === null ? '' : `at ${formatClock(atSeconds)}`;
}
