import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * CRM connections and webhooks: each advisor's CRM credentials (AES-256-GCM
 * ciphertext, never plain), the CRM contact a video is linked to, one row per note owed to a
 * contact and per webhook request owed to an endpoint (the delivery's state, shown on the video
 * page), and the advisor's webhook endpoints with their encrypted signing secrets. A delivery's
 * `dedupe_key` is unique per video (or endpoint), so an event recorded twice owes one delivery.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('crm_connections')
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('hints', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('broken_reason', 'text')
    .addColumn('broken_notified_at', t.timestamp)
    .addColumn('last_checked_at', t.timestamp)
    .addColumn('connected_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('crm_connections_pk', ['advisor_id', 'provider'])
    .execute();

  await db.schema
    .createTable('video_crm_links')
    .addColumn('video_id', t.uuid, (c) =>
      c.primaryKey().references('videos.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('linked_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('crm_note_deliveries')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('external_id', 'text')
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_attempt_at', t.timestamp)
    .addColumn('delivered_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('crm_note_deliveries_video_dedupe', ['video_id', 'dedupe_key'])
    .execute();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('secret_hint', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhooks_advisor').on('webhooks').column('advisor_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('webhook_id', t.uuid, (c) =>
      c.notNull().references('webhooks.id').onDelete('cascade'),
    )
    .addColumn('video_id', t.uuid, (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('last_error', 'text')
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_attempt_at', t.timestamp)
    .addColumn('delivered_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('webhook_deliveries_webhook_dedupe', ['webhook_id', 'dedupe_key'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_webhook_created')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
  await db.schema.dropTable('crm_note_deliveries').execute();
  await db.schema.dropTable('video_crm_links').execute();
  await db.schema.dropTable('crm_connections').execute();
}
