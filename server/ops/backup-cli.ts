/**
 * `npm run backup -- <dir>`: a consistent copy of the data folder (DATA_DIR) into a new or
 * empty folder, safe while the server runs. Exits 0 when done, 1 when it cannot.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupDataDir } from './backup.ts';
import { assertLocalData } from './local-data.ts';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new Error('usage: npm run backup -- <backup folder>');
  const config = loadConfig(process.env, []);
  assertLocalData(config);
  const target = path.resolve(positionals[0] ?? '');
  const manifest = await backupDataDir(config.dataDir, target, new Date());
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  process.stdout.write(
    `Backed up ${config.dataDir} to ${target}: ${manifest.files.length} files, ${bytes} bytes, ` +
      `schema ${manifest.schemaVersion}\n`,
  );
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`backup: ${message}\n`);
  process.exitCode = 1;
});
