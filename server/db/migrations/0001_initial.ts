import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/** Every entity of the product (but a vestigial generic `users` table), plus sessions, jobs, audit. */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const now = t.isPostgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const yes = sql.raw(t.isPostgres ? 'true' : '1');

  await db.schema
    .createTable('advisors')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('next_billing_date', t.timestamp, (c) => c.notNull())
    .addColumn('payment_token', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('subscriptions_advisor')
    .on('subscriptions')
    .column('advisor_id')
    .execute();

  await db.schema
    .createTable('signup_events')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  // Anonymous: the pricing page is public, so these rows name a plan, never a person.
  await db.schema
    .createTable('pricing_events')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text')
    .addColumn('metadata', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('client_name', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('file_url', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('duration', 'real')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text')
    .addColumn('share_link', 'text', (c) => c.notNull().unique())
    .addColumn('transcript_url', 'text')
    .addColumn('captions_data', 'text')
    .addColumn('transcript_text', 'text')
    .addColumn('captions_enabled', t.bool, (c) => c.notNull().defaultTo(yes))
    .addColumn('include_profile_picture', t.bool, (c) => c.notNull().defaultTo(yes))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('videos_advisor_updated')
    .on('videos')
    .columns(['advisor_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('advisor_settings')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().unique().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text')
    .addColumn('calendar_link', 'text')
    .addColumn('disclosure_text', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('profile_picture_url', 'text')
    .addColumn('primary_color', 'text', (c) => c.notNull().defaultTo('#2563eb'))
    .addColumn('secondary_color', 'text', (c) => c.notNull().defaultTo('#1e40af'))
    .addColumn('updated_at', t.timestamp)
    .execute();

  await db.schema
    .createTable('settings_events')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('field_name', 'text')
    .addColumn('metadata', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('recording_events')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('video_id', t.uuid, (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('viewer_events')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('viewer_events_video')
    .on('viewer_events')
    .columns(['video_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('viewer_compliments')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('viewer_compliments_video')
    .on('viewer_compliments')
    .columns(['video_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_advisor')
    .on('password_reset_tokens')
    .column('advisor_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('advisor_id', t.uuid, (c) => c.references('advisors.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sessions_advisor').on('sessions').column('advisor_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', t.timestamp, (c) => c.notNull())
    .addColumn('lease_until', t.timestamp)
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('jobs_ready').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('seq', t.serial, (c) =>
      t.isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', t.uuid, (c) => c.notNull().unique())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'audit_log',
    'jobs',
    'sessions',
    'password_reset_tokens',
    'viewer_compliments',
    'viewer_events',
    'recording_events',
    'settings_events',
    'advisor_settings',
    'videos',
    'pricing_events',
    'signup_events',
    'subscriptions',
    'advisors',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
