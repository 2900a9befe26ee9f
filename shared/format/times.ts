const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago': how long ago `iso` was. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  // A clock a little ahead of the server's still reads as 'just now', not 'in 3 seconds'.
  if (Math.abs(seconds) < 45) return 'just now';
  const sign = seconds < 0 ? -1 : 1;
  for (const [unit, size] of UNITS) {
    // Math.round(-1.5) is -1: round the size, then give it its direction.
    if (Math.abs(seconds) >= size) {
      return relative.format(sign * Math.round(Math.abs(seconds) / size), unit);
    }
  }
  return relative.format(sign, 'minute');
}

/** 'Mar 3, 2026, 5:04 PM': the moment itself, in the advisor's time zone unless told. */
export function absoluteTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** '5:04 PM': the time of day, for events of one visit under its date. */
export function timeOfDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}
