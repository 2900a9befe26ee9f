/**
 * `npm run audit:verify [-- --head <hash>]`: recomputes the audit chain of the database the
 * server is configured for (DATABASE_URL, else the SQLite file in DATA_DIR) and prints OK with
 * the entry count and head hash, or the first broken entry. With --head, a head hash kept
 * outside the database must be in the chain. Exits 1 when the chain is broken, 2 when it
 * cannot run.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { connectDb, sqliteFile } from '../db/connect.ts';
import { describeChainReport, verifyAuditChain } from './verify.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { head: { type: 'string' } }, strict: true });
  if (values.head !== undefined && !/^[0-9a-f]{64}$/.test(values.head)) {
    throw new Error('--head takes a head hash as audit:verify prints it (64 hex digits)');
  }
  const config = loadConfig(process.env, []);
  // Opening a missing SQLite file would create an empty one and call its empty chain OK.
  if (!config.databaseUrl && !fs.existsSync(sqliteFile(config.dataDir))) {
    throw new Error(`no database at ${sqliteFile(config.dataDir)}: set DATA_DIR or DATABASE_URL`);
  }
  const { db } = connectDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await verifyAuditChain(
      db,
      values.head === undefined ? {} : { anchoredHead: values.head },
    );
    process.stdout.write(`${describeChainReport(report)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`audit:verify: ${message}\n`);
    process.exitCode = 2;
  },
);
