import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * The moment of the video a client's reaction or comment was sent at (seconds of playback);
 * null for responses sent before moments were kept, or from a page that had not played yet.
 */
export async function up(db: AnyDb): Promise<void> {
  const seconds = columnTypes(db).isPostgres ? sql`double precision` : sql`real`;
  await db.schema.alterTable('viewer_compliments').addColumn('at_seconds', seconds).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('viewer_compliments').dropColumn('at_seconds').execute();
}
