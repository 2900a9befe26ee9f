import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { connectDb, type Db, type Dialect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

export interface TestDatabase {
  db: Db;
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
  drop(): Promise<void>;
}

/** The dialect this test project runs on (vitest.config.ts sets TEST_DIALECT per project). */
export function testDialect(): Dialect {
  return process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

/** Runs SQL text on the TEST_DATABASE_URL database, outside any test's schema. */
export async function onPostgres(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/**
 * A freshly migrated database of its own: a new SQLite file in a temp folder, or a new schema
 * in the TEST_DATABASE_URL database, dropped again by `drop()`.
 */
export async function createTestDatabase(parentDir = os.tmpdir()): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(parentDir, 'briefcast-test-'));
  let databaseUrl: string | undefined;
  let pgSchema: string | undefined;
  if (testDialect() === 'postgres') {
    databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    pgSchema = `test_${randomBytes(6).toString('hex')}`;
    await onPostgres(`create schema ${pgSchema}`);
  }
  const database = connectTestDatabase({ databaseUrl, dataDir, pgSchema });
  await migrateToLatest(database.db, pgSchema);
  return database;
}

/** A test's own database in `dataDir` (and `pgSchema`), with the `drop()` that removes both. */
export function connectTestDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgSchema: string | undefined;
}): TestDatabase {
  const { dataDir, pgSchema } = options;
  const { db, dialect } = connectDb(options);
  return {
    db,
    dialect,
    ...options,
    async drop() {
      // A test may have closed the connection already to see how the app copes.
      await db.destroy().catch(() => undefined);
      if (pgSchema) await onPostgres(`drop schema ${pgSchema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The DATABASE_URL a separate process (a CLI, a server process) needs to reach this test's
 * database: on PostgreSQL the test's schema rides in the connection's options.
 */
export function processDatabaseUrl(database: TestDatabase): string | undefined {
  if (!database.databaseUrl) return undefined;
  const options = encodeURIComponent(`-c search_path=${database.pgSchema}`);
  return `${database.databaseUrl}?options=${options}`;
}

/**
 * The names of the tables and views in the database's own schema, without the migrator's
 * bookkeeping. Kysely's introspection reads every schema's catalog, so on a PostgreSQL server
 * where other tests drop their schemas it can fail; this reads only the test's own schema.
 */
export async function ownTableNames(database: Pick<TestDatabase, 'db' | 'pgSchema'>) {
  const { db, pgSchema } = database;
  const names = pgSchema
    ? (
        await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = ${pgSchema}`.execute(db)
      ).rows.map((row) => row.name)
    : (await db.introspection.getTables()).map((table) => table.name);
  return names.filter((name) => !name.startsWith('kysely_migration')).sort();
}
