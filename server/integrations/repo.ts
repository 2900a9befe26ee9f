import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type {
  CrmConnectionsTable,
  CrmNoteDeliveriesTable,
  VideoCrmLinksTable,
  WebhookDeliveriesTable,
  WebhooksTable,
} from './tables.ts';

/* Connections */

export const listConnections = (db: Db, advisorId: string) =>
  db.selectFrom('crmConnections').selectAll().where('advisorId', '=', advisorId).execute();

export const findConnection = (db: Db, advisorId: string, provider: string) =>
  db
    .selectFrom('crmConnections')
    .selectAll()
    .where('advisorId', '=', advisorId)
    .where('provider', '=', provider)
    .executeTakeFirst();

/** Saves new credentials, replacing any before them; the connection starts afresh. */
export async function saveConnection(db: Db, row: CrmConnectionsTable): Promise<void> {
  await db
    .insertInto('crmConnections')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['advisorId', 'provider']).doUpdateSet({
        credentials: row.credentials,
        hints: row.hints,
        status: row.status,
        brokenReason: null,
        brokenNotifiedAt: null,
        lastCheckedAt: null,
        connectedAt: row.connectedAt,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}

export async function deleteConnection(db: Db, advisorId: string, provider: string) {
  const result = await db
    .deleteFrom('crmConnections')
    .where('advisorId', '=', advisorId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Where a CRM answered with these credentials: `broken` with a reason, or `connected`. Only
 * while the row still holds `credentials`: an answer to old ones says nothing of new ones.
 */
export async function markConnectionChecked(
  db: Db,
  key: { advisorId: string; provider: string; credentials: string },
  outcome: { brokenReason: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('crmConnections')
    .set({
      status: outcome.brokenReason === null ? 'connected' : 'broken',
      brokenReason: outcome.brokenReason,
      lastCheckedAt: outcome.at,
      updatedAt: outcome.at,
      ...(outcome.brokenReason === null ? { brokenNotifiedAt: null } : {}),
    })
    .where('advisorId', '=', key.advisorId)
    .where('provider', '=', key.provider)
    .where('credentials', '=', key.credentials)
    .execute();
}

/** Replaces credentials the CRM renewed, unless the advisor saved others meanwhile. */
export async function replaceCredentials(
  db: Db,
  key: { advisorId: string; provider: string; credentials: string },
  fresh: { credentials: string; hints: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('crmConnections')
    .set({ credentials: fresh.credentials, hints: fresh.hints, updatedAt: fresh.at })
    .where('advisorId', '=', key.advisorId)
    .where('provider', '=', key.provider)
    .where('credentials', '=', key.credentials)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Claims the one email about a broken connection: true for the first caller only. */
export async function claimBrokenNotice(
  db: Db,
  key: { advisorId: string; provider: string; credentials: string },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('crmConnections')
    .set({ brokenNotifiedAt: at })
    .where('advisorId', '=', key.advisorId)
    .where('provider', '=', key.provider)
    .where('credentials', '=', key.credentials)
    .where('brokenNotifiedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/* Videos' contacts */

export const findVideoCrmLink = (db: Db, videoId: string) =>
  db.selectFrom('videoCrmLinks').selectAll().where('videoId', '=', videoId).executeTakeFirst();

export async function saveVideoCrmLink(db: Db, row: VideoCrmLinksTable): Promise<void> {
  await db
    .insertInto('videoCrmLinks')
    .values(row)
    .onConflict((oc) =>
      oc.column('videoId').doUpdateSet({
        provider: row.provider,
        contactId: row.contactId,
        displayName: row.displayName,
        linkedAt: row.linkedAt,
      }),
    )
    .execute();
}

export async function deleteVideoCrmLink(db: Db, videoId: string): Promise<void> {
  await db.deleteFrom('videoCrmLinks').where('videoId', '=', videoId).execute();
}

/* Deliveries, CRM notes and webhooks alike */

/** How an attempt at a delivery ended. */
export interface AttemptOutcome {
  state: 'pending' | 'delivered' | 'failed';
  lastError: string | null;
  at: string;
}

/** Inserts the delivery unless its dedupe key was already used; true when it was new. */
export async function insertNoteDelivery(
  db: Db,
  row: Insertable<CrmNoteDeliveriesTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('crmNoteDeliveries')
    .values(row)
    .onConflict((oc) => oc.columns(['videoId', 'dedupeKey']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export const findNoteDelivery = (db: Db, id: string) =>
  db.selectFrom('crmNoteDeliveries').selectAll().where('id', '=', id).executeTakeFirst();

export const listNoteDeliveries = (db: Db, videoId: string) =>
  db
    .selectFrom('crmNoteDeliveries')
    .selectAll()
    .where('videoId', '=', videoId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();

export const recordNoteAttempt = (
  db: Db,
  id: string,
  outcome: AttemptOutcome & { externalId?: string | null },
): Promise<void> =>
  recordAttempt(db, 'crmNoteDeliveries', id, outcome, { externalId: outcome.externalId ?? null });

type DeliveryTable = 'crmNoteDeliveries' | 'webhookDeliveries';

/** Records one attempt: counted, and the delivery's state moved on (only from pending). */
async function recordAttempt(
  db: Db,
  table: DeliveryTable,
  id: string,
  outcome: AttemptOutcome,
  extra: Updateable<CrmNoteDeliveriesTable> | Updateable<WebhookDeliveriesTable>,
): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      state: outcome.state,
      lastError: outcome.lastError,
      lastAttemptAt: outcome.at,
      deliveredAt: outcome.state === 'delivered' ? outcome.at : null,
      ...extra,
    }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/** Puts the advisor's failed notes to this CRM back to pending; their ids, to queue again. */
export async function reopenFailedNotes(
  db: Db,
  advisorId: string,
  provider: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('crmNoteDeliveries')
    .set({ state: 'pending', lastError: null })
    .where('advisorId', '=', advisorId)
    .where('provider', '=', provider)
    .where('state', '=', 'failed')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Gives a delivery up without an attempt (nothing to send it with). */
export async function giveUpDelivery(
  db: Db,
  table: DeliveryTable,
  id: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ state: 'failed', lastError: reason })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/* Webhooks */

export async function insertWebhook(db: Db, row: WebhooksTable): Promise<void> {
  await db.insertInto('webhooks').values(row).execute();
}

export const listWebhooks = (db: Db, advisorId: string) =>
  db
    .selectFrom('webhooks')
    .selectAll()
    .where('advisorId', '=', advisorId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

export const findOwnWebhook = (db: Db, advisorId: string, id: string) =>
  db
    .selectFrom('webhooks')
    .selectAll()
    .where('advisorId', '=', advisorId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findWebhook = (db: Db, id: string) =>
  db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();

export async function deleteWebhook(db: Db, advisorId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('webhooks')
    .where('advisorId', '=', advisorId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertWebhookDelivery(
  db: Db,
  row: Insertable<WebhookDeliveriesTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('webhookDeliveries')
    .values(row)
    .onConflict((oc) => oc.columns(['webhookId', 'dedupeKey']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export const findWebhookDelivery = (db: Db, id: string) =>
  db.selectFrom('webhookDeliveries').selectAll().where('id', '=', id).executeTakeFirst();

export const listWebhookDeliveries = (db: Db, webhookId: string, limit: number) =>
  db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('webhookId', '=', webhookId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

export const recordWebhookAttempt = (
  db: Db,
  id: string,
  outcome: AttemptOutcome & { responseStatus: number | null; responseBody: string | null },
): Promise<void> =>
  recordAttempt(db, 'webhookDeliveries', id, outcome, {
    responseStatus: outcome.responseStatus,
    responseBody: outcome.responseBody,
  });
