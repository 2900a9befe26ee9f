import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE } from './backup.ts';
import { assertOutside, readManifest, sha256OfFile, type Manifest } from './manifest.ts';

/** The database's journal files: one left from before would be replayed onto the restored copy. */
const JOURNALS = ['-wal', '-shm', '-journal'].map((suffix) => `${DATABASE_FILE}${suffix}`);

/** Checks every file the manifest lists against its size and sha256; throws at the first wrong one. */
export async function verifyBackup(backupDir: string): Promise<Manifest> {
  const manifest = await readManifest(backupDir);
  if (!manifest.files.some((file) => file.path === DATABASE_FILE)) {
    throw new Error(`the backup in ${backupDir} has no ${DATABASE_FILE}`);
  }
  for (const file of manifest.files) {
    const copy = path.join(backupDir, ...file.path.split('/'));
    const stat = await fs.promises.stat(copy).catch(() => null);
    if (!stat?.isFile()) throw new Error(`the backup is missing ${file.path}`);
    if (stat.size !== file.bytes || (await sha256OfFile(copy)) !== file.sha256) {
      throw new Error(`${file.path} in the backup is not what was backed up (damaged or changed)`);
    }
  }
  return manifest;
}

/**
 * Puts a verified backup back into `dataDir`. Refuses a data folder that holds anything unless
 * `force`, which replaces the database (and its journals) and each top-level folder the backup
 * has; other files there are left alone. The server must be stopped meanwhile.
 */
export async function restoreDataDir(
  backupDir: string,
  dataDir: string,
  options: { force: boolean },
): Promise<Manifest> {
  assertOutside(backupDir, dataDir);
  const manifest = await verifyBackup(backupDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const present = fs.readdirSync(dataDir);
  if (present.length > 0 && !options.force) {
    throw new Error(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', ...' : ''}): ` +
        'restore into an empty data folder, or pass --force to replace what is there',
    );
  }
  const topLevel = new Set(manifest.files.map((file) => file.path.split('/')[0] ?? ''));
  for (const name of [...topLevel, ...JOURNALS]) {
    await fs.promises.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
  for (const file of manifest.files) {
    const to = path.join(dataDir, ...file.path.split('/'));
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await fs.promises.copyFile(path.join(backupDir, ...file.path.split('/')), to);
  }
  return manifest;
}
