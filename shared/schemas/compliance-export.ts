import * as v from 'valibot';
import { endOfDay, isDay, isInstant, startOfDay } from './dates.ts';

/** A calendar day (`2026-01-31`, the whole day in UTC) or an exact ISO-8601 time. */
const when = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.check(
      (value) => isDay(value) || isInstant(value),
      `${name} must be a date such as 2026-01-31 or an ISO time such as 2026-01-31T09:00:00Z`,
    ),
  );

/**
 * GET /api/compliance/export?from&to: the videos made from `from` up to `to`. A day given
 * as `to` is included whole, so `from=2026-01-01&to=2026-01-31` is all of January.
 */
export const complianceExportQuerySchema = v.pipe(
  v.strictObject(
    { from: when('from'), to: when('to') },
    'Give from and to, and nothing else, e.g. ?from=2026-01-01&to=2026-01-31',
  ),
  v.transform(({ from, to }) => ({
    from: isDay(from) ? startOfDay(from) : new Date(from).toISOString(),
    to: isDay(to) ? endOfDay(to) : new Date(to).toISOString(),
  })),
  v.check(({ from, to }) => from < to, 'from must be before to'),
);

export type ComplianceExportQuery = v.InferOutput<typeof complianceExportQuerySchema>;
