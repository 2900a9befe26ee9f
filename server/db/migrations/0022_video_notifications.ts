import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * The first cut of the `videos` row by owner (docs/architecture.md): when the advisor was last
 * emailed about a video's activity belongs to `notifications/`, the only folder that reads or
 * moves it. A video never emailed about has no row. Every stored time moves with its video.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('video_notifications')
    .addColumn('video_id', t.uuid, (c) =>
      c.primaryKey().references('videos.id').onDelete('cascade'),
    )
    .addColumn('last_notified_at', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into video_notifications (video_id, last_notified_at)
    select id, last_notified_at from videos where last_notified_at is not null`.execute(db);
  await db.schema.alterTable('videos').dropColumn('last_notified_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('videos').addColumn('last_notified_at', t.timestamp).execute();
  await sql`update videos set last_notified_at = (
    select n.last_notified_at from video_notifications n where n.video_id = videos.id)`.execute(db);
  await db.schema.dropTable('video_notifications').execute();
}
