import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema.ts';
import { timestampText } from './pg-timestamp.ts';
import { preparingStatements } from './prepared-statements.ts';
import { SearchPathPostgresDialect } from './search-path-introspector.ts';
import { cachingStatements } from './statement-cache.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbOptions {
  /** postgres:// URL; without one the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** Used for the SQLite file `briefcast.db`. */
  dataDir: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string | undefined;
}

const PG_TIMESTAMPTZ = 1184;
const PG_INT8 = 20;

/** pg returns timestamptz as Date and bigint as string; make both match what SQLite gives. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === PG_TIMESTAMPTZ) return timestampText;
      if (oid === PG_INT8) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'briefcast.db');
}

/** Opens the database named by the options; the same Kysely code runs on either dialect. */
export function connectDb(options: DbOptions): { db: Db; dialect: Dialect } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes(),
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({
      dialect: new SearchPathPostgresDialect({ pool: preparingStatements(pool) }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, dialect: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(sqliteFile(options.dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes (web + worker) may share the file: wait for a lock instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // 64 MiB of pages (the default is 2 MiB): a library of thousands of videos stays in memory.
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, dialect: 'sqlite' };
}
