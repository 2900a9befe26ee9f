import pg from 'pg';

const PG_TIMESTAMPTZ = 1184;

/** PostgreSQL's text of a timestamptz when the session's time zone is UTC. */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as the ISO text SQLite keeps (`2026-11-28T15:16:00.123Z`). Text in UTC is
 * rearranged, not parsed: every row of a page carries several timestamps, and a Date made only
 * to be printed again was a visible part of the driver's work. Any other text (another session
 * time zone, a year past 9999, BC, infinity) goes through pg's own parser and Date, which gives
 * the same answer: the fraction's first three digits are Date's milliseconds, truncated.
 */
export function timestampText(value: string): string {
  const utc = UTC_TEXT.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return parsedTimestamp(value);
}

const parseTimestamp = pg.types.getTypeParser(PG_TIMESTAMPTZ);

/** pg's own reading of a timestamptz, as ISO text. */
export const parsedTimestamp = (value: string) => (parseTimestamp(value) as Date).toISOString();
