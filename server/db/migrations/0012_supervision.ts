import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * Supervision (FINRA 3110 and 2210): an account's role (`advisor` or `compliance`), the firm's
 * one settings row (require approval before sharing), a compliance user's review notes, and
 * each video's approval state (why approval became required, and the principal's decision).
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('advisors')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('advisor'))
    .execute();

  // One row (id 'firm'): a Briefcast instance belongs to one firm.
  await db.schema
    .createTable('firm_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Videos created from this moment on need approval; null when the setting is off.
    .addColumn('require_approval_since', t.timestamp)
    .addColumn('updated_by', t.uuid, (c) => c.references('advisors.id').onDelete('set null'))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('video_reviews')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('reviewer_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('video_reviews_video_created')
    .on('video_reviews')
    .columns(['video_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('video_approvals')
    .addColumn('video_id', t.uuid, (c) =>
      c.primaryKey().references('videos.id').onDelete('cascade'),
    )
    // Set when the video reached more than 25 distinct recipients within 30 days (FINRA 2210).
    .addColumn('retail_flagged_at', t.timestamp)
    .addColumn('retail_recipients', 'integer')
    // 'approved' or 'rejected'; null while nobody has decided.
    .addColumn('decision', 'text')
    .addColumn('decided_by', t.uuid, (c) => c.references('advisors.id').onDelete('set null'))
    .addColumn('decided_at', t.timestamp)
    .addColumn('note', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('video_approvals').ifExists().execute();
  await db.schema.dropTable('video_reviews').ifExists().execute();
  await db.schema.dropTable('firm_settings').ifExists().execute();
  await db.schema.alterTable('advisors').dropColumn('role').execute();
}
