import { sql, type Kysely } from 'kysely';
import { columnTypes } from '../column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type AnyDb = Kysely<any>;

/**
 * SQLite's `INSERT OR REPLACE` (and `REPLACE`) rewrites an audit entry by deleting the old row
 * and inserting a new one, and the implicit delete fires no delete trigger. Refusing any insert
 * whose seq or id is taken closes that door, so append-only means the same on both databases.
 * (PostgreSQL has no REPLACE; its `ON CONFLICT DO UPDATE` is an update, refused already.)
 */
export async function up(db: AnyDb): Promise<void> {
  if (columnTypes(db).isPostgres) return;
  await sql`create trigger audit_log_no_replace before insert on audit_log
    when exists (select 1 from audit_log where seq = new.seq or id = new.id)
    begin select raise(abort, 'audit_log is append-only: entries cannot be changed or removed'); end`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  if (columnTypes(db).isPostgres) return;
  await sql`drop trigger audit_log_no_replace`.execute(db);
}
