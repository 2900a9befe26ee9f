import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { findKeyFingerprint, insertKeyFingerprintIfMissing } from './key-repo.ts';

/** Where a key made by Briefcast itself lives, in DATA_DIR (owner-only, carried by backups). */
export const INTEGRATIONS_KEY_FILE = 'integrations.key';
/** A rotation writes the new key here first and renames it into place once the database agrees. */
export const NEXT_INTEGRATIONS_KEY_FILE = `${INTEGRATIONS_KEY_FILE}.next`;

const KEY_BYTES = 32;

export interface IntegrationsKey {
  key: Buffer;
  /** `env`: INTEGRATIONS_KEY; `file`: read from DATA_DIR; `generated`: made by this call. */
  source: 'env' | 'file' | 'generated';
  /** The key file (also where a generated key would go when the source is `env`). */
  file: string;
}

export const integrationsKeyFile = (dataDir: string) => path.join(dataDir, INTEGRATIONS_KEY_FILE);

/** A file holding the key as base64 text, readable by the owner only. */
export function writeKeyFile(file: string, key: Buffer, flag: 'wx' | 'w'): void {
  fs.writeFileSync(file, `${key.toString('base64')}\n`, { flag, mode: 0o600 });
  // `mode` applies only when the file is created.
  fs.chmodSync(file, 0o600);
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${file} does not hold a ${KEY_BYTES}-byte key in base64`);
  }
  return key;
}

export const newIntegrationsKey = (): Buffer => randomBytes(KEY_BYTES);

/**
 * The key that seals CRM credentials and webhook secrets: INTEGRATIONS_KEY when the operator
 * set it (a firm that keeps secrets in a vault), else DATA_DIR/integrations.key, made on first
 * start so that integrations work with no setup. Several processes starting at once on one
 * data folder all end up with the same file: it is created exclusively, and the losers read it.
 */
export function loadIntegrationsKey(
  config: Pick<Config, 'dataDir' | 'integrations'>,
): IntegrationsKey {
  const file = integrationsKeyFile(config.dataDir);
  if (config.integrations.key) {
    return { key: config.integrations.key, source: 'env', file };
  }
  if (fs.existsSync(file)) return { key: readKeyFile(file), source: 'file', file };
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    writeKeyFile(file, newIntegrationsKey(), 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { key: readKeyFile(file), source: 'file', file };
  }
  return { key: readKeyFile(file), source: 'generated', file };
}

/** Identifies a key without revealing it: an HMAC of a fixed label under the key. */
export const keyFingerprint = (key: Buffer): string =>
  createHmac('sha256', key).update('briefcast integrations key check').digest('base64url');

/** The key differs from the one this database's secrets were sealed with. */
export class IntegrationsKeyMismatchError extends Error {}

function mismatchMessage(resolved: IntegrationsKey): string {
  const which = resolved.source === 'env' ? 'INTEGRATIONS_KEY' : `The key in ${resolved.file}`;
  const interrupted = fs.existsSync(
    path.join(path.dirname(resolved.file), NEXT_INTEGRATIONS_KEY_FILE),
  )
    ? ` ${NEXT_INTEGRATIONS_KEY_FILE} exists beside it: a key rotation was interrupted after the database took the new key; rename it to ${INTEGRATIONS_KEY_FILE}.`
    : '';
  return (
    `${which} is not the key this database's CRM credentials and webhook secrets were sealed with.` +
    interrupted +
    ' Every Briefcast process on one database needs the same key: set INTEGRATIONS_KEY to it on each' +
    ` (or restore ${INTEGRATIONS_KEY_FILE} from a backup). If the key is lost, run` +
    ' `npm run admin -- rotate-integrations-key --forget-sealed` (advisors then connect their CRM again).'
  );
}

/**
 * Checks the key against the fingerprint the database holds, recording it on first use. A
 * mismatch would seal new secrets that the other processes cannot open and leave every stored
 * one unreadable, so the caller stops the process instead.
 */
export async function checkIntegrationsKey(
  db: Db,
  clock: Clock,
  resolved: IntegrationsKey,
): Promise<void> {
  const fingerprint = keyFingerprint(resolved.key);
  await insertKeyFingerprintIfMissing(db, fingerprint, clock.now().toISOString());
  if ((await findKeyFingerprint(db)) !== fingerprint) {
    throw new IntegrationsKeyMismatchError(mismatchMessage(resolved));
  }
}
