/**
 * `npm run admin -- <command>`: administration against the database the server is configured
 * for (DATABASE_URL, else the SQLite file in DATA_DIR). Commands:
 *   grant-compliance <email>    the account may supervise (the /compliance screen and API)
 *   revoke-compliance <email>   back to an advisor only
 *   rotate-integrations-key     re-seal CRM credentials and webhook secrets under a new key
 *     [--forget-sealed]         (the key is lost: let them go; advisors connect again)
 * Exits 0 when done (or nothing to do), 1 when no account has the email, 2 on bad use or failure.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { emailField } from '../../shared/schemas/fields.ts';
import { systemClock } from '../clock.ts';
import { setComplianceRole } from '../compliance/roles-service.ts';
import { loadConfig, type Config } from '../config.ts';
import { connectDb, sqliteFile, type Db, type Dialect } from '../db/connect.ts';
import { DomainError } from '../errors/domain-errors.ts';
import { changeIntegrationsKey } from '../integrations/rotate-key.ts';

const USAGE = `usage: npm run admin -- <command>
  grant-compliance <email>
  revoke-compliance <email>
  rotate-integrations-key [--forget-sealed]`;

class UsageError extends Error {}

interface Context {
  config: Config;
  db: Db;
  dialect: Dialect;
}

type Command =
  | { name: 'compliance'; grant: boolean; email: string }
  | { name: 'rotate-integrations-key'; forget: boolean };

function commandOf(args: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { 'forget-sealed': { type: 'boolean', default: false } },
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  const [name, email, ...rest] = parsed.positionals;
  const forget = parsed.values['forget-sealed'];
  if ((name === 'grant-compliance' || name === 'revoke-compliance') && !forget && !rest.length) {
    const checked = v.safeParse(emailField, email ?? '');
    if (!checked.success) throw new UsageError(`${checked.issues[0].message}\n${USAGE}`);
    return { name: 'compliance', grant: name === 'grant-compliance', email: checked.output };
  }
  if (name === 'rotate-integrations-key' && email === undefined) {
    return { name, forget };
  }
  throw new UsageError(USAGE);
}

async function grantOrRevoke(
  { db, dialect }: Context,
  grant: boolean,
  email: string,
): Promise<string> {
  const change = await setComplianceRole({ db, dialect, clock: systemClock }, email, grant);
  const role = grant ? 'has the compliance role' : 'no longer has the compliance role';
  return `${change.email} ${role}${change.changed ? '' : ' (no change)'}\n`;
}

async function rotateKey({ config, db, dialect }: Context, forget: boolean): Promise<string> {
  const change = await changeIntegrationsKey({ db, dialect, clock: systemClock }, config, {
    forget,
  });
  const done = forget
    ? `Let go of what the lost key sealed: ${change.connections} CRM connections now ask their advisor to connect again, ${change.webhooks} webhooks were removed.`
    : `Re-sealed ${change.connections} CRM connections and ${change.webhooks} webhook secrets under a new key.`;
  const where = change.file
    ? `The new key is in ${change.file}. Start Briefcast again.`
    : `Set INTEGRATIONS_KEY=${change.key.toString('base64')} on every Briefcast process, then start them again.`;
  return `${done}\n${where}\n`;
}

async function main(args: string[]): Promise<number> {
  const command = commandOf(args);
  const config = loadConfig(process.env, []);
  // Opening a missing SQLite file would create an empty database with no accounts.
  if (!config.databaseUrl && !fs.existsSync(sqliteFile(config.dataDir))) {
    throw new Error(`no database at ${sqliteFile(config.dataDir)}: set DATA_DIR or DATABASE_URL`);
  }
  const { db, dialect } = connectDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const context = { config, db, dialect };
  try {
    process.stdout.write(
      command.name === 'compliance'
        ? await grantOrRevoke(context, command.grant, command.email)
        : await rotateKey(context, command.forget),
    );
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
    process.exitCode = err instanceof DomainError && err.kind === 'not-found' ? 1 : 2;
  },
);
