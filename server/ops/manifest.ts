import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as v from 'valibot';

/** Written last into a backup folder: its presence marks the backup complete. */
export const MANIFEST_FILE = 'manifest.json';

/** A path inside the backup: relative, forward slashes, never leaving the folder. */
const relativePath = v.pipe(
  v.string(),
  v.check(
    (value) =>
      value.length > 0 &&
      !value.startsWith('/') &&
      !value.includes('\\') &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'must be a relative path inside the backup',
  ),
);

const manifestSchema = v.object({
  format: v.literal(1),
  createdAt: v.string(),
  /** The last migration applied to the database copied, e.g. `0012_supervision`. */
  schemaVersion: v.string(),
  files: v.array(
    v.object({
      path: relativePath,
      bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
      sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    }),
  ),
});

export type Manifest = v.InferOutput<typeof manifestSchema>;

/** Reads and checks a backup's manifest; throws naming what is wrong with it. */
export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = path.join(backupDir, MANIFEST_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} cannot be read as JSON (is this a complete backup?): ${String(err)}`);
  }
  const parsed = v.safeParse(manifestSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new Error(`${file} is not a Briefcast backup manifest: ${where} ${issue.message}`);
  }
  return parsed.output;
}

/**
 * Copies `from` to `to` (made new, never overwritten), hashing the bytes as they pass. The copy
 * keeps the original's permissions: an owner-only file (the integrations key) stays owner-only.
 */
export async function copyHashing(from: string, to: string): Promise<string> {
  const hash = createHash('sha256');
  const { mode } = await fs.promises.stat(from);
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  await pipeline(
    fs.createReadStream(from),
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        yield chunk;
      }
    },
    fs.createWriteStream(to, { flags: 'wx', mode: mode & 0o777 }),
  );
  return hash.digest('hex');
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A backup inside the data folder would be copied into every later backup (and into itself
 * while being made), and would be lost with the disk it is meant to survive.
 */
export function assertOutside(backupDir: string, dataDir: string): void {
  const relative = path.relative(path.resolve(dataDir), path.resolve(backupDir));
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new Error(`${backupDir} is inside the data folder ${dataDir}: use a folder outside it`);
  }
}
