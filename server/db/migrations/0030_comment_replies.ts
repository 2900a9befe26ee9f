import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * The advisor's replies to a client's comment, shown under it on the share page. Owned by
 * `share/`, beside the comments they answer; gone with the comment or the video.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('comment_replies')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('comment_id', t.uuid, (c) =>
      c.notNull().references('viewer_compliments.id').onDelete('cascade'),
    )
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('advisor_id', t.uuid, (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comment_replies_video_idx')
    .on('comment_replies')
    .columns(['video_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('comment_replies').execute();
}
