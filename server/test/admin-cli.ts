import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../paths.ts';
import { processDatabaseUrl, type TestDatabase } from './test-database.ts';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  /** Standard output on success, standard error on failure. */
  out: string;
}

/**
 * Runs `npm run admin -- <args>` (server/admin/cli.ts) against a test database, configured the
 * way an operator's shell would be: DATA_DIR and, on PostgreSQL, DATABASE_URL with the test's
 * schema in its options.
 */
export function adminCli(database: TestDatabase, env: Record<string, string> = {}) {
  const environment = {
    ...process.env,
    DATA_DIR: database.dataDir,
    DATABASE_URL: processDatabaseUrl(database) ?? '',
    LOG_LEVEL: 'silent',
    ...env,
  };
  return (...args: string[]): Promise<CliResult> =>
    run('node', ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/admin/cli.ts'), ...args], {
      cwd: PROJECT_ROOT,
      env: environment,
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (err: { code: number; stderr: string }) => ({ code: err.code, out: err.stderr }),
    );
}
