import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFile } from '../db/connect.ts';
import {
  assertOutside,
  copyHashing,
  MANIFEST_FILE,
  sha256OfFile,
  type Manifest,
} from './manifest.ts';

/** The database's own files: copied through SQLite's backup API, never as plain files. */
export const DATABASE_FILE = path.basename(sqliteFile(''));
const isDatabaseFile = (name: string) =>
  name === DATABASE_FILE || /^briefcast\.db-(wal|shm|journal)$/.test(name);
/** A blob half-written by the disk store (renamed into place when done): not data yet. */
const isPartialBlob = (name: string) => name.endsWith('.partial');

/** Every file under `dir`, as paths relative to `root` with forward slashes. */
async function* filesUnder(root: string, dir = root): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (err) {
    // Removed since it was listed (a deleted video's folder): nothing to copy.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

function lastMigrationOf(databaseFile: string): string {
  const db = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select name from kysely_migration order by name desc limit 1').get() as
      { name: string } | undefined;
    return row?.name ?? 'none';
  } finally {
    db.close();
  }
}

/**
 * Copies a running server's data folder into `target` (a new or empty folder): the SQLite
 * database through SQLite's online backup API, so the copy is one consistent moment even while
 * requests and jobs write; then every other file (blobs, partial uploads, mail outbox); then
 * the manifest with each file's sha256. The database goes first: a blob made after it is an
 * unused extra in the backup, whereas a blob copied before its row existed would be missing.
 */
export async function backupDataDir(dataDir: string, target: string, now: Date): Promise<Manifest> {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`there is no database at ${source} (check DATA_DIR)`);
  assertOutside(target, dataDir);
  fs.mkdirSync(target, { recursive: true });
  if (fs.readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: a backup goes into a new or empty folder`);
  }

  const files: Manifest['files'] = [];
  const databaseCopy = path.join(target, DATABASE_FILE);
  const live = new SqliteDatabase(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(databaseCopy);
  } finally {
    live.close();
  }
  files.push({
    path: DATABASE_FILE,
    bytes: fs.statSync(databaseCopy).size,
    sha256: await sha256OfFile(databaseCopy),
  });

  for await (const file of filesUnder(dataDir)) {
    const name = path.posix.basename(file);
    if ((!file.includes('/') && isDatabaseFile(name)) || isPartialBlob(name)) continue;
    const copy = path.join(target, ...file.split('/'));
    try {
      const sha256 = await copyHashing(path.join(dataDir, ...file.split('/')), copy);
      files.push({ path: file, bytes: fs.statSync(copy).size, sha256 });
    } catch (err) {
      // Gone since it was listed (a finished upload moved into blobs, a deleted video).
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await fs.promises.rm(copy, { force: true });
    }
  }

  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    schemaVersion: lastMigrationOf(databaseCopy),
    files,
  };
  const written = path.join(target, `${MANIFEST_FILE}.partial`);
  await fs.promises.writeFile(written, `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.promises.rename(written, path.join(target, MANIFEST_FILE));
  return manifest;
}
