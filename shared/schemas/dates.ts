import * as v from 'valibot';
import { DAY_MS } from '../constants/time.ts';

/**
 * Dates a client may send. Each is checked to be a real day or instant (no 30 February, no
 * `+23` offset that `Date` cannot read) within years both databases store and `toISOString`
 * writes in plain ISO form (PostgreSQL has no year 0; year 10000 is `+010000-…`).
 */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 9998;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const inYearRange = (year: number) => year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;

/** `2026-01-31` naming a day that exists, within the years above. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match || !inYearRange(Number(match[1]))) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** An ISO-8601 time with its offset (`2026-01-31T09:00:00Z`), within the years above. */
export function isInstant(text: string): boolean {
  // The day as written must exist: `Date` would read 30 February as 2 March.
  if (!INSTANT.test(text) || !isDay(text.slice(0, 10))) return false;
  const time = Date.parse(text);
  return !Number.isNaN(time) && inYearRange(new Date(time).getUTCFullYear());
}

/** The instant a day starts (UTC). */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString();
/** The instant the day after `day` starts (UTC): the end of a range that includes `day`. */
export const endOfDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

/** A day field; the message says what is wanted. */
export const dayField = (message: string) => v.pipe(v.string(message), v.check(isDay, message));

/** An instant field, normalized to `toISOString` form. */
export const instantField = (message: string) =>
  v.pipe(
    v.string(message),
    v.check(isInstant, message),
    v.transform((text) => new Date(text).toISOString()),
  );
