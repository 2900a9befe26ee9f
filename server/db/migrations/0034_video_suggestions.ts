import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * The language model's suggested chapters and summary of a video, one row each, owned by
 * `videos/`. Only suggestions: the advisor's chapters and description live elsewhere and change
 * only when the advisor saves them. `captions_sha256` names the captions they were made from,
 * so a correction of the captions shows them as out of date until they are made again.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('video_suggestions')
    .addColumn('video_id', t.uuid, (c) =>
      c.primaryKey().references('videos.id').onDelete('cascade'),
    )
    .addColumn('captions_sha256', 'text', (c) => c.notNull())
    /** JSON: [{title, startSeconds}], by start; [] when none was usable. */
    .addColumn('chapters', 'text', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('made_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('video_suggestions').execute();
}
