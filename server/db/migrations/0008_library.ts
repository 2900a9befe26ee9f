import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * What the advisor does after sending: revoke a link or let it expire, read clients' responses
 * (unread until the video's page is opened), and get an email about new activity, at most one
 * per video per quarter hour.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const yes = sql.raw(t.isPostgres ? 'true' : '1');
  await db.schema.alterTable('videos').addColumn('share_revoked_at', t.timestamp).execute();
  await db.schema.alterTable('videos').addColumn('share_expires_at', t.timestamp).execute();
  await db.schema.alterTable('videos').addColumn('last_notified_at', t.timestamp).execute();
  await db.schema.alterTable('viewer_compliments').addColumn('read_at', t.timestamp).execute();
  await db.schema
    .alterTable('advisor_settings')
    .addColumn('notify_on_activity', t.bool, (c) => c.notNull().defaultTo(yes))
    .execute();
  // The library's order (newest first, then id) as an index, so a page is a range scan.
  await db.schema
    .createIndex('videos_advisor_created')
    .on('videos')
    .columns(['advisor_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('viewer_sessions_video_played')
    .on('viewer_sessions')
    .columns(['video_id', 'played_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('viewer_sessions_video_played').execute();
  await db.schema.dropIndex('videos_advisor_created').execute();
  await db.schema.alterTable('advisor_settings').dropColumn('notify_on_activity').execute();
  await db.schema.alterTable('viewer_compliments').dropColumn('read_at').execute();
  await db.schema.alterTable('videos').dropColumn('last_notified_at').execute();
  await db.schema.alterTable('videos').dropColumn('share_expires_at').execute();
  await db.schema.alterTable('videos').dropColumn('share_revoked_at').execute();
}
