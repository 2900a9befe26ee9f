import { sql } from 'kysely';
import { ownTableNames, type TestDatabase } from '../test-database.ts';

/** Tables that are the database's own bookkeeping, not what the app stored. */
const BOOKKEEPING = /^(kysely_migration|videos_search)/;

const text = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString()
    : Buffer.isBuffer(value)
      ? value.toString('hex')
      : String(value);

/**
 * Every non-null value stored in the database, counted by column name and value, whatever
 * table holds it: a cut of a table by owner moves a column to another table under the same
 * name, so each value the release before stored must still be counted at least as often.
 */
export async function storedValues(database: TestDatabase): Promise<Map<string, number>> {
  const { db } = database;
  const tables = (await ownTableNames(database)).filter((name) => !BOOKKEEPING.test(name));
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db.withoutPlugins(),
    );
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null) continue;
        const key = `${column} = ${text(value)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** The values of `before` that `after` holds fewer times, as "column = value (n of m)". */
export function lostValues(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...before]
    .filter(([key, n]) => (after.get(key) ?? 0) < n)
    .map(([key, n]) => `${key} (${after.get(key) ?? 0} of ${n} left)`);
}
