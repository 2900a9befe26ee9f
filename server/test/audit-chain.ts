import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import type { TestServer } from './test-server.ts';

/**
 * Runs `work` with the audit log's refusal triggers off, as someone with the database's keys
 * could. On SQLite they stay off: a test file that tampers has a database of its own.
 */
export async function bypassingTriggers(
  server: TestServer,
  work: () => Promise<unknown>,
): Promise<void> {
  const { db, dialect } = server.deps;
  if (dialect === 'postgres') {
    await sql`alter table audit_log disable trigger user`.execute(db);
    await work();
    await sql`alter table audit_log enable trigger user`.execute(db);
  } else {
    await sql`drop trigger if exists audit_log_no_update`.execute(db);
    await sql`drop trigger if exists audit_log_no_delete`.execute(db);
    await work();
  }
}

/** `npm run audit:verify` against the test server's database, as an operator would run it. */
export function runVerifyCommand(server: TestServer, args: string[] = []) {
  const { database } = server;
  const env = database.databaseUrl
    ? {
        DATABASE_URL: `${database.databaseUrl}?options=${encodeURIComponent(`-c search_path=${database.pgSchema}`)}`,
      }
    : { DATA_DIR: database.dataDir };
  const result = spawnSync('node_modules/.bin/tsx', ['server/audit/verify-cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
