import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * What the screening of a video found before it leaves: client data read on its frames and
 * risky promises in its speech (`screening_findings`), and whether the frames were read yet
 * (`video_screenings`, one row per screened video). Owned by `server/screening/`. Times are
 * whole milliseconds and boxes ten-thousandths of the frame, so both databases store integers
 * and answer the same numbers.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('video_screenings')
    .addColumn('video_id', t.uuid, (c) =>
      c.primaryKey().references('videos.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('screening_findings')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start_ms', 'integer', (c) => c.notNull())
    .addColumn('end_ms', 'integer', (c) => c.notNull())
    .addColumn('box_x', 'integer')
    .addColumn('box_y', 'integer')
    .addColumn('box_width', 'integer')
    .addColumn('box_height', 'integer')
    .addColumn('masked', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('dismissed_reason', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('screening_findings_video_idx')
    .on('screening_findings')
    .columns(['video_id', 'start_ms'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('screening_findings').execute();
  await db.schema.dropTable('video_screenings').execute();
}
