import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * A video's chapters, one row each, owned by `videos/`: the advisor writes the whole list at
 * once, and the share page reads it after its gate. A start is unique within its video.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('video_chapters')
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('start_seconds', 'real', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_chapters_pkey', ['video_id', 'start_seconds'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('video_chapters').execute();
}
