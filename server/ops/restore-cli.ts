/**
 * `npm run restore -- <dir> [--force]`: checks a backup against its manifest, then puts it into
 * the data folder (DATA_DIR). Stop the server first. Exits 0 when done, 1 when it cannot.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { assertLocalData } from './local-data.ts';
import { restoreDataDir } from './restore.ts';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) {
    throw new Error('usage: npm run restore -- <backup folder> [--force]');
  }
  const config = loadConfig(process.env, []);
  assertLocalData(config);
  const source = path.resolve(positionals[0] ?? '');
  const manifest = await restoreDataDir(source, config.dataDir, { force: values.force });
  process.stdout.write(
    `Restored ${manifest.files.length} files from ${source} (backed up ${manifest.createdAt}, ` +
      `schema ${manifest.schemaVersion}) into ${config.dataDir}\n`,
  );
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`restore: ${message}\n`);
  process.exitCode = 1;
});
