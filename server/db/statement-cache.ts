import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** Kysely's SQL differs only by its shape (values are bound), so a few hundred cover the app. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite handle Kysely queries through, keeping each prepared statement by its SQL text:
 * Kysely prepares every query afresh, and on a hot path (the share gate answers each range a
 * video player asks for) compiling the SQL cost more than running it. Reusing a statement is
 * safe because SQLite recompiles a prepared statement by itself when the schema changes, and
 * Kysely runs one query at a time on its one connection, so no statement is used twice at once.
 * The least recently used statement is dropped past `limit`, so SQL built with a varying
 * number of parameters (`in (?, ?, …)`) cannot grow the cache without end.
 */
export function cachingStatements(
  sqlite: SqliteDatabase.Database,
  limit = STATEMENT_CACHE_SIZE,
): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Re-inserted so the Map's order is the order of last use.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > limit) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
