import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/** Fixed-window counters in the database, so limits hold across every web process. */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', t.timestamp, (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
