import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { AuditLogTable } from './tables.ts';

/** Any fixed number: the PostgreSQL advisory lock that queues writers of the audit chain. */
const AUDIT_CHAIN_LOCK = 0x4272_6663;

/**
 * Makes the caller's transaction the only one extending the chain until it ends. On SQLite the
 * caller's transaction is already the only writer (one connection, one write lock).
 */
export async function lockAuditChain(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`.execute(trx);
  }
}

export async function findLastAuditHash(trx: Db): Promise<string | undefined> {
  const row = await trx
    .selectFrom('auditLog')
    .select('hash')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.hash;
}

/** The only write the audit log ever gets: no code path updates or deletes a row. */
export async function insertAuditEntry(trx: Db, row: Omit<AuditLogTable, 'seq'>): Promise<void> {
  await trx.insertInto('auditLog').values(row).execute();
}

export async function findAuditEntries(db: Db, subjectId: string) {
  return db
    .selectFrom('auditLog')
    .selectAll()
    .where('subjectId', '=', subjectId)
    .orderBy('seq', 'asc')
    .execute();
}

/** Up to `limit` entries after `afterSeq`, in chain order: the verifier reads the log in pages. */
export async function listAuditEntriesAfter(db: Db, afterSeq: number, limit: number) {
  return db
    .selectFrom('auditLog')
    .selectAll()
    .where('seq', '>', afterSeq)
    .orderBy('seq', 'asc')
    .limit(limit)
    .execute();
}

/**
 * The newest entry (its place, hash and time) and how many entries the chain holds up to it,
 * counted rather than read off seq, which may skip numbers; undefined while the log is empty.
 */
export async function findAuditHead(db: Db) {
  const head = await db
    .selectFrom('auditLog')
    .select(['seq', 'hash', 'createdAt'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!head) return undefined;
  const { entries } = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll<number | string>().as('entries'))
    .where('seq', '<=', head.seq)
    .executeTakeFirstOrThrow();
  return { ...head, entries: Number(entries) };
}
