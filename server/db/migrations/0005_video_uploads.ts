import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * What Save declares about a video's file (size, sha256, type) so the upload can be checked
 * against it, the PWA's idempotency key for a retried create, and the resumable uploads in
 * flight: at most one per video (unique index), so two tabs cannot write one video's file.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('videos').addColumn('client_request_id', 'text').execute();
  await db.schema.alterTable('videos').addColumn('upload_size', 'bigint').execute();
  await db.schema.alterTable('videos').addColumn('upload_sha256', 'text').execute();
  await db.schema.alterTable('videos').addColumn('upload_content_type', 'text').execute();
  await db.schema.alterTable('videos').addColumn('container', 'text').execute();
  await db.schema.alterTable('videos').addColumn('uploaded_at', t.timestamp).execute();
  await db.schema
    .createIndex('videos_advisor_client_request')
    .unique()
    .on('videos')
    .columns(['advisor_id', 'client_request_id'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('advisor_id', t.uuid, (c) =>
      c.notNull().references('advisors.id').onDelete('cascade'),
    )
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_video').unique().on('uploads').column('video_id').execute();
  await db.schema.createIndex('uploads_updated').on('uploads').column('updated_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute();
  await db.schema.dropIndex('videos_advisor_client_request').ifExists().execute();
  for (const column of [
    'uploaded_at',
    'container',
    'upload_content_type',
    'upload_sha256',
    'upload_size',
    'client_request_id',
  ]) {
    await db.schema.alterTable('videos').dropColumn(column).execute();
  }
}
