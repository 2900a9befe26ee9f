import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { sqliteFile, type Dialect } from '../../db/connect.ts';
import { PROJECT_ROOT } from '../../paths.ts';
import { connectTestDatabase, onPostgres, type TestDatabase } from '../test-database.ts';

/** Where the fixture of each dialect is kept: its database, its data folder, its answers. */
export const FIXTURES_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migration-fixtures');

/** Stands for the dumped schema's name in the PostgreSQL dump; a load picks a fresh one. */
const SCHEMA_PLACEHOLDER = '__fixture_schema__';

export const fixtureDir = (dialect: Dialect) => path.join(FIXTURES_DIR, dialect);
const dumpFile = (dialect: Dialect) =>
  path.join(fixtureDir(dialect), dialect === 'sqlite' ? 'briefcast.db' : 'dump.sql');
const dataFolder = (dialect: Dialect) => path.join(fixtureDir(dialect), 'files');

/**
 * Writes the database as it is now: SQLite through VACUUM INTO (one compact file, no WAL), or
 * PostgreSQL through pg_dump with plain INSERTs (the test loads it without psql), with the
 * schema's name replaced by a placeholder. The data folder (the stored files) is copied beside.
 */
export async function dumpFixture(database: TestDatabase): Promise<void> {
  const out = fixtureDir(database.dialect);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  if (database.dialect === 'sqlite') {
    await sql`vacuum into ${dumpFile('sqlite')}`.execute(database.db);
  } else {
    const schema = database.pgSchema ?? '';
    const dump = execFileSync(
      'pg_dump',
      ['--dbname', database.databaseUrl ?? '', '--schema', schema, '--inserts', '--no-owner'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const text = dump
      .split('\n')
      // psql meta-commands newer pg_dumps write around the dump; the test loads it without psql.
      .filter((line) => !line.startsWith('\\'))
      .join('\n')
      .replaceAll(schema, SCHEMA_PLACEHOLDER);
    fs.writeFileSync(dumpFile('postgres'), text);
  }
  fs.cpSync(database.dataDir, dataFolder(database.dialect), {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith('briefcast.db'),
  });
}

/**
 * A database as the fixture recorded it, not yet migrated past what it was made with: a copy
 * of the SQLite file and data folder, or the dump loaded into a fresh PostgreSQL schema.
 */
export async function loadFixture(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-fixture-'));
  fs.cpSync(dataFolder(dialect), dataDir, { recursive: true });
  let pgSchema: string | undefined;
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (dialect === 'sqlite') {
    fs.copyFileSync(dumpFile('sqlite'), sqliteFile(dataDir));
  } else {
    if (!databaseUrl) throw new Error('the PostgreSQL fixture needs TEST_DATABASE_URL');
    pgSchema = `fixture_${randomBytes(6).toString('hex')}`;
    const dump = fs.readFileSync(dumpFile('postgres'), 'utf8');
    await onPostgres(dump.replaceAll(SCHEMA_PLACEHOLDER, pgSchema));
  }
  return connectTestDatabase({ databaseUrl, dataDir, pgSchema });
}
