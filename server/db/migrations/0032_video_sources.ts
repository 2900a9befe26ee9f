import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * What a video was recorded from, owned by `videos/`: one row per video made since, none for
 * an earlier one (a screen recording). A recording of screen and camera has two files: the
 * screen's is the video's own upload (`videos.upload_*`), the camera's is declared here, with
 * its start offset, and stored apart; each file's arrival is noted here while the other is
 * awaited. The layout is how the two are composed into the MP4 clients see.
 *
 * An upload now names the file it writes (`track`), so a video may have one upload in flight
 * per file rather than one in all.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('video_sources')
    .addColumn('video_id', t.uuid, (c) =>
      c.primaryKey().references('videos.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('screen_container', 'text')
    .addColumn('screen_uploaded_at', t.timestamp)
    .addColumn('camera_size', 'bigint')
    .addColumn('camera_sha256', 'text')
    .addColumn('camera_content_type', 'text')
    .addColumn('camera_offset_ms', 'real')
    .addColumn('camera_container', 'text')
    .addColumn('camera_uploaded_at', t.timestamp)
    .addColumn('layout_kind', 'text')
    .addColumn('layout_corner', 'text')
    .addColumn('layout_size', 'text')
    .execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('track', 'text', (c) => c.notNull().defaultTo('screen'))
    .execute();
  await db.schema.dropIndex('uploads_video').execute();
  await db.schema
    .createIndex('uploads_video_track')
    .unique()
    .on('uploads')
    .columns(['video_id', 'track'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('uploads_video_track').execute();
  await db.deleteFrom('uploads').where('track', '!=', 'screen').execute();
  await db.schema.createIndex('uploads_video').unique().on('uploads').column('video_id').execute();
  await db.schema.alterTable('uploads').dropColumn('track').execute();
  await db.schema.dropTable('video_sources').execute();
}
