import { sql } from 'kysely';
import type { Db, Dialect } from './connect.ts';

/**
 * Runs `work` in one transaction that holds the write lock from its first statement, so what it
 * reads cannot change before it writes.
 *
 * PostgreSQL: a plain transaction; callers lock the rows they read (`FOR UPDATE`).
 * SQLite: `BEGIN IMMEDIATE`. Kysely's `transaction()` sends a deferred `BEGIN`, which reads
 * from a snapshot and fails with SQLITE_BUSY (without waiting) when another process wrote in
 * between. `connection()` keeps Kysely's single SQLite connection (guarded by its mutex) for
 * the whole callback, so no other query of this process can slip into the transaction.
 * `db` is therefore the root instance, never a transaction.
 */
export async function writeTransaction<T>(
  db: Db,
  dialect: Dialect,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      // SQLite ends the transaction itself on some errors; the original error matters more.
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}
