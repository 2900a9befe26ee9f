import type { Db } from '../db/connect.ts';

/** The one row of `integrations_key_check`: a Briefcast instance belongs to one firm. */
const FIRM = 'firm';

/** Records the fingerprint unless one is recorded (a concurrent first start keeps the winner's). */
export async function insertKeyFingerprintIfMissing(
  db: Db,
  fingerprint: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('integrationsKeyCheck')
    .values({ id: FIRM, fingerprint, updatedAt: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findKeyFingerprint(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('integrationsKeyCheck')
    .select('fingerprint')
    .where('id', '=', FIRM)
    .executeTakeFirst();
  return row?.fingerprint;
}

export async function replaceKeyFingerprint(db: Db, fingerprint: string, at: string) {
  await db
    .updateTable('integrationsKeyCheck')
    .set({ fingerprint, updatedAt: at })
    .where('id', '=', FIRM)
    .execute();
}

/** Every sealed CRM credential, for re-sealing under a new key. */
export const listSealedCredentials = (db: Db) =>
  db.selectFrom('crmConnections').select(['advisorId', 'provider', 'credentials']).execute();

export async function updateSealedCredentials(
  db: Db,
  row: { advisorId: string; provider: string; credentials: string },
): Promise<void> {
  await db
    .updateTable('crmConnections')
    .set({ credentials: row.credentials })
    .where('advisorId', '=', row.advisorId)
    .where('provider', '=', row.provider)
    .execute();
}

/** Every webhook's sealed signing secret, for re-sealing under a new key. */
export const listSealedWebhookSecrets = (db: Db) =>
  db.selectFrom('webhooks').select(['id', 'secret']).execute();

export async function updateSealedWebhookSecret(db: Db, id: string, secret: string) {
  await db.updateTable('webhooks').set({ secret }).where('id', '=', id).execute();
}

/**
 * For a lost key: every CRM connection is marked broken (its notes wait and go out once the
 * advisor connects again) and every webhook is removed (its secret cannot be shown again).
 */
export async function forgetSealedSecrets(
  db: Db,
  reason: string,
  at: string,
): Promise<{ connections: number; webhooks: number }> {
  const connections = await db
    .updateTable('crmConnections')
    .set({ credentials: '', status: 'broken', brokenReason: reason, updatedAt: at })
    .executeTakeFirst();
  const webhooks = await db.deleteFrom('webhooks').executeTakeFirst();
  return {
    connections: Number(connections.numUpdatedRows),
    webhooks: Number(webhooks.numDeletedRows),
  };
}
