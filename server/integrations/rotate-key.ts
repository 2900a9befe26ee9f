import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db, Dialect } from '../db/connect.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { credentialsContext } from './credentials.ts';
import {
  integrationsKeyFile,
  keyFingerprint,
  loadIntegrationsKey,
  newIntegrationsKey,
  NEXT_INTEGRATIONS_KEY_FILE,
  writeKeyFile,
} from './integrations-key.ts';
import {
  findKeyFingerprint,
  forgetSealedSecrets,
  insertKeyFingerprintIfMissing,
  listSealedCredentials,
  listSealedWebhookSecrets,
  replaceKeyFingerprint,
  updateSealedCredentials,
  updateSealedWebhookSecret,
} from './key-repo.ts';
import { reseal } from './secret-box.ts';
import { webhookSecretContext } from './webhooks-service.ts';

interface RotationDeps {
  db: Db;
  dialect: Dialect;
  clock: Clock;
}

export interface RotationResult {
  /** Re-sealed under the new key (or, when forgetting, marked broken). */
  connections: number;
  /** Re-sealed under the new key (or, when forgetting, removed). */
  webhooks: number;
}

/**
 * Re-seals every CRM credential and webhook secret from `current` to `next` in one transaction,
 * and records `next`'s fingerprint: either everything moves to the new key or nothing does.
 * Refuses when `current` is not the key the database's secrets were sealed with.
 */
export function rotateIntegrationsKey(
  deps: RotationDeps,
  current: Buffer,
  next: Buffer,
): Promise<RotationResult> {
  return writeTransaction(deps.db, deps.dialect, async (trx) => {
    const at = deps.clock.now().toISOString();
    await insertKeyFingerprintIfMissing(trx, keyFingerprint(current), at);
    if ((await findKeyFingerprint(trx)) !== keyFingerprint(current)) {
      throw new Error(
        'the current key is not the one the stored secrets were sealed with; if it is lost, use --forget-sealed',
      );
    }
    const connections = await listSealedCredentials(trx);
    for (const row of connections) {
      const context = credentialsContext(row.advisorId, row.provider);
      const credentials = reseal(current, next, row.credentials, context);
      await updateSealedCredentials(trx, { ...row, credentials });
    }
    const webhooks = await listSealedWebhookSecrets(trx);
    for (const webhook of webhooks) {
      const secret = reseal(current, next, webhook.secret, webhookSecretContext(webhook.id));
      await updateSealedWebhookSecret(trx, webhook.id, secret);
    }
    await replaceKeyFingerprint(trx, keyFingerprint(next), at);
    return { connections: connections.length, webhooks: webhooks.length };
  });
}

/** For a lost key: nothing sealed can be opened again, so it is let go and `next` recorded. */
export function forgetSealedUnder(deps: RotationDeps, next: Buffer): Promise<RotationResult> {
  return writeTransaction(deps.db, deps.dialect, async (trx) => {
    const at = deps.clock.now().toISOString();
    const forgotten = await forgetSealedSecrets(
      trx,
      'The server’s integrations key was replaced, so the saved credentials cannot be read. Connect again.',
      at,
    );
    await insertKeyFingerprintIfMissing(trx, keyFingerprint(next), at);
    await replaceKeyFingerprint(trx, keyFingerprint(next), at);
    return forgotten;
  });
}

export interface KeyChange extends RotationResult {
  /** Where the new key is: the key file, or (when INTEGRATIONS_KEY is used) nowhere but here. */
  file: string | undefined;
  key: Buffer;
}

/**
 * Moves the firm to a new integrations key. With a key file, the new key is written beside it
 * first and renamed into place once the database has it, so no moment leaves the database's
 * secrets without their key on disk. With INTEGRATIONS_KEY, the caller hands the new key to the
 * operator, who sets it on every process. Every Briefcast process must be stopped meanwhile:
 * a running one would go on sealing with the old key.
 */
export async function changeIntegrationsKey(
  deps: RotationDeps,
  config: Pick<Config, 'dataDir' | 'integrations'>,
  { forget }: { forget: boolean },
): Promise<KeyChange> {
  const next = newIntegrationsKey();
  const change = (current: () => Buffer) =>
    forget ? forgetSealedUnder(deps, next) : rotateIntegrationsKey(deps, current(), next);
  if (config.integrations.key) {
    return { ...(await change(() => loadIntegrationsKey(config).key)), file: undefined, key: next };
  }
  const file = integrationsKeyFile(config.dataDir);
  const staged = path.join(config.dataDir, NEXT_INTEGRATIONS_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  writeKeyFile(staged, next, 'w');
  try {
    const result = await change(() => loadIntegrationsKey(config).key);
    fs.renameSync(staged, file);
    return { ...result, file, key: next };
  } catch (err) {
    fs.rmSync(staged, { force: true });
    throw err;
  }
}
