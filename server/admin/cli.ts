/**
 * `npm run admin -- <command> <email>`: account administration against the database the server
 * is configured for (DATABASE_URL, else the SQLite file in DATA_DIR). Commands:
 *   grant-compliance <email>    the account may supervise (the /compliance screen and API)
 *   revoke-compliance <email>   back to an advisor only
 * Exits 0 when done (or nothing to do), 1 when no account has the email, 2 on bad use.
 */
import fs from 'node:fs';
import * as v from 'valibot';
import { emailField } from '../../shared/schemas/fields.ts';
import { systemClock } from '../clock.ts';
import { setComplianceRole } from '../compliance/roles-service.ts';
import { loadConfig } from '../config.ts';
import { connectDb, sqliteFile } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';

const COMMANDS = { 'grant-compliance': true, 'revoke-compliance': false } as const;
const USAGE = `usage: npm run admin -- <${Object.keys(COMMANDS).join('|')}> <email>`;

class UsageError extends Error {}

function parseArgs(args: readonly string[]): { grant: boolean; email: string } {
  const [command, email, ...rest] = args;
  if (!command || !(command in COMMANDS) || rest.length > 0) throw new UsageError(USAGE);
  const parsed = v.safeParse(emailField, email ?? '');
  if (!parsed.success) throw new UsageError(`${parsed.issues[0].message}\n${USAGE}`);
  return { grant: COMMANDS[command as keyof typeof COMMANDS], email: parsed.output };
}

async function main(args: readonly string[]): Promise<number> {
  const { grant, email } = parseArgs(args);
  const config = loadConfig(process.env, []);
  // Opening a missing SQLite file would create an empty database with no accounts.
  if (!config.databaseUrl && !fs.existsSync(sqliteFile(config.dataDir))) {
    throw new Error(`no database at ${sqliteFile(config.dataDir)}: set DATA_DIR or DATABASE_URL`);
  }
  const { db } = connectDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const change = await setComplianceRole({ db, clock: systemClock }, email, grant);
    const role = grant ? 'has the compliance role' : 'no longer has the compliance role';
    const note = change.changed ? '' : ' (no change)';
    process.stdout.write(`${change.email} ${role}${note}\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`admin: ${message}\n`);
    process.exitCode = err instanceof HttpError && err.status === 404 ? 1 : 2;
  },
);
