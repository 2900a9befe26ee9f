import type pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** Kysely's SQL differs only by its shape (values are bound), so a few hundred cover the app. */
export const PREPARED_STATEMENT_LIMIT = 500;

/** PostgreSQL's answer when a prepared statement's result columns changed under it. */
const STALE_PLAN = '0A000';

/** Statements worth keeping; transaction control and DDL run once or cost nothing to parse. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A pattern match's best plan depends on the pattern: a trigram index for a rare word, or the
 * advisor's newest videos for a common one. Kept prepared, PostgreSQL switches to one generic
 * plan after five runs, and for the library's search that plan walked every one of the
 * advisor's 100,000 videos for a word none has (1.2 s against 3 ms). So such a text runs
 * unnamed and is planned for its own pattern each time.
 */
const PATTERN_MATCH = /\blike\b/i;

/** Whether a SQL text runs as a named prepared statement. */
export const isPreparable = (text: string) => PREPARABLE.test(text) && !PATTERN_MATCH.test(text);

/**
 * The pool Kysely queries PostgreSQL through, running each SQL text as a named prepared
 * statement: unnamed, PostgreSQL parses and plans every query afresh, which cost about five
 * times the backend CPU of running a short lookup again (and the driver twice its own work).
 * Each connection prepares a text once, on its first use there.
 *
 * A name is never given to another text, so the first `limit` texts are named and any later
 * text runs unnamed: SQL built with a varying number of parameters (`in ($1, $2, …)`) cannot
 * grow what each connection keeps without end.
 *
 * A statement whose result columns changed since it was prepared (`select *` after a migration
 * added a column) fails with 0A000; the text gets a fresh name and, outside a transaction, runs
 * again (inside one, PostgreSQL has already aborted it, so the error is the caller's).
 */
export function preparingStatements(pool: pg.Pool, limit = PREPARED_STATEMENT_LIMIT): PostgresPool {
  const names = new Map<string, string>();
  let next = 0;
  const nameOf = (text: string): string | undefined => {
    if (!isPreparable(text)) return undefined;
    const known = names.get(text);
    if (known !== undefined || names.size >= limit) return known;
    next += 1;
    const name = `briefcast_${next}`;
    names.set(text, name);
    return name;
  };
  const rename = (text: string) => {
    next += 1;
    names.set(text, `briefcast_${next}`);
  };

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let inTransaction = false;
    const run = async (text: string, values: readonly unknown[], retry: boolean) => {
      const name = nameOf(text);
      try {
        const config = { text, values: [...values] };
        return await client.query(name ? { ...config, name } : config);
      } catch (err) {
        if (!name || (err as { code?: string }).code !== STALE_PLAN) throw err;
        rename(text);
        if (inTransaction || !retry) throw err;
        return run(text, values, false);
      }
    };
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      first: string | PostgresCursor<R>,
      parameters: readonly unknown[] = [],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof first !== 'string') {
        return client.query(first as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
      }
      // Kysely's own transaction control: begin / start transaction …, commit, rollback.
      const command = first.trimStart().slice(0, 8).toLowerCase();
      if (command.startsWith('begin') || command.startsWith('start')) inTransaction = true;
      if (command.startsWith('commit') || command.startsWith('rollback')) inTransaction = false;
      return run(first, parameters, true) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: () => client.release() };
  };

  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
