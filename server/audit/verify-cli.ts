/**
 * `npm run audit:verify`: recomputes the audit chain of the database the server is configured
 * for (DATABASE_URL, else the SQLite file in DATA_DIR) and prints OK with the entry count and
 * head hash, or the first broken entry; exits 1 when the chain is broken, 2 when it cannot run.
 */
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDb, sqliteFile } from '../db/connect.ts';
import { describeChainReport, verifyAuditChain } from './verify.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env, []);
  // Opening a missing SQLite file would create an empty one and call its empty chain OK.
  if (!config.databaseUrl && !fs.existsSync(sqliteFile(config.dataDir))) {
    throw new Error(`no database at ${sqliteFile(config.dataDir)}: set DATA_DIR or DATABASE_URL`);
  }
  const { db } = connectDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await verifyAuditChain(db);
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
    const message = err instanceof ConfigError ? err.message : String(err);
    process.stderr.write(`audit:verify: ${message}\n`);
    process.exitCode = 2;
  },
);
