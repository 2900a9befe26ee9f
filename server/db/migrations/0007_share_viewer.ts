import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * One row per visit of a share page (the viewer's random session id): what the advisor sees as
 * a view, how far it got, and who it was; and the keys the server signs media tokens with,
 * kept in the database so every web process signs and checks with the same key.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('viewer_sessions')
    .addColumn('video_id', t.uuid, (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addColumn('played_at', t.timestamp)
    .addColumn('completed_at', t.timestamp)
    .addColumn('furthest_second', sql`double precision`, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('viewer_sessions_pk', ['video_id', 'session_id'])
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
  await db.schema.dropTable('viewer_sessions').execute();
}
