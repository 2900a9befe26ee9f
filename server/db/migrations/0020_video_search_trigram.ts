import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

const INDEXES = ['videos_title_trigram', 'videos_description_trigram'] as const;

/** The schema pg_trgm is installed in, installing it in `public` if it is not there yet. */
async function trigramSchema(db: AnyDb): Promise<string | undefined> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e
          join pg_namespace n on n.oid = e.extnamespace
         where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const found = await installed();
  if (found) return found;
  // In `public`, not the app's schema: dropping one schema (a test's) must not drop the
  // extension, and with it the indexes of every other schema in the database. Migrations run
  // in one transaction, so a refusal (no CREATE right on `public`, or pg_trgm not installed on
  // the server) is rolled back to this savepoint and the migration goes on without the indexes.
  await sql`savepoint briefcast_trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint briefcast_trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint briefcast_trigram`.execute(db);
    return undefined;
  }
  return installed();
}

/**
 * The library's search on PostgreSQL without reading every one of the advisor's rows: trigram
 * GIN indexes on the very expressions the search compares, lower(coalesce(title, '')) and
 * lower(coalesce(description, '')), so `LIKE '%word%'` of 3+ characters is an index lookup
 * (the same substring match SQLite's FTS5 trigram table gives it). Without pg_trgm (a server
 * that lacks it, or a database user that may not install it) search still works, by scanning;
 * docs/performance.md says how to install it. SQLite already has its index (0009).
 */
export async function up(db: AnyDb): Promise<void> {
  if (!columnTypes(db).isPostgres) return;
  const schema = await trigramSchema(db);
  if (!schema) return;
  const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
  await sql`create index ${sql.id(INDEXES[0])} on videos
    using gin (lower(coalesce(title, '')) ${ops})`.execute(db);
  await sql`create index ${sql.id(INDEXES[1])} on videos
    using gin (lower(coalesce(description, '')) ${ops})`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!columnTypes(db).isPostgres) return;
  for (const index of INDEXES) await sql`drop index if exists ${sql.id(index)}`.execute(db);
}
