import type { Insertable } from 'kysely';
import type { Db, Dialect } from '../db/connect.ts';
import type { JobsTable } from './tables.ts';
import type { JobName } from './job-names.ts';

/**
 * queued: waiting for its run time; running: leased by a worker; failed: out of attempts, kept
 * for inspection. A job that succeeds is deleted: what it produced lives in its feature's tables.
 */
export type JobStatus = 'queued' | 'running' | 'failed';

/** A worker's hold on one run of a job: the job's id and the token its claim wrote. */
export interface Lease {
  id: string;
  leaseToken: string;
}

/**
 * Inserts the job unless its dedupe key is taken (by a queued or running job: the key is
 * cleared when a job ends). Returns the new id, or undefined when it was a duplicate.
 */
export async function insertJob(db: Db, row: Insertable<JobsTable>): Promise<string | undefined> {
  const inserted = await db
    .insertInto('jobs')
    .values(row)
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/**
 * The next job due among `names`: queued with its run time come, or running under a lease
 * that ran out (its worker died). Call it inside writeTransaction: on PostgreSQL the row is
 * locked and rows other workers hold are skipped, so concurrent claimers never get the same job.
 */
export async function findDueJob(
  trx: Db,
  dialect: Dialect,
  names: readonly JobName[],
  now: string,
) {
  return trx
    .selectFrom('jobs')
    .select(['id', 'name', 'payload', 'status', 'attempts', 'maxAttempts', 'leaseToken'])
    .where('name', 'in', names)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('runAt', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('leaseUntil', '<=', now)]),
      ]),
    )
    .orderBy('runAt')
    .orderBy('id')
    .limit(1)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
    .executeTakeFirst();
}

export async function markJobRunning(
  trx: Db,
  id: string,
  lease: { attempts: number; leaseUntil: string; leaseToken: string; now: string },
): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({
      status: 'running' satisfies JobStatus,
      attempts: lease.attempts,
      leaseUntil: lease.leaseUntil,
      leaseToken: lease.leaseToken,
      updatedAt: lease.now,
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes a job that succeeded; false when the lease was no longer the caller's. */
export async function deleteLeasedJob(db: Db, lease: Lease): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', '=', lease.id)
    .where('leaseToken', '=', lease.leaseToken)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Puts a failed run back in the queue for a retry at `runAt`; false when the lease was lost. */
export async function requeueLeasedJob(
  db: Db,
  lease: Lease,
  retry: { runAt: string; lastError: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'queued' satisfies JobStatus,
      runAt: retry.runAt,
      lastError: retry.lastError,
      leaseUntil: null,
      leaseToken: null,
      updatedAt: retry.now,
    })
    .where('id', '=', lease.id)
    .where('leaseToken', '=', lease.leaseToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks a job failed for good and frees its dedupe key, so the same work can be queued again
 * (a person retrying); false when the lease was lost. A null token matches a job whose lease
 * ran out before any token was written.
 */
export async function failLeasedJob(
  db: Db,
  lease: { id: string; leaseToken: string | null },
  failure: { lastError: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'failed' satisfies JobStatus,
      lastError: failure.lastError,
      dedupeKey: null,
      leaseUntil: null,
      leaseToken: null,
      updatedAt: failure.now,
    })
    .where('id', '=', lease.id)
    .where('leaseToken', lease.leaseToken === null ? 'is' : '=', lease.leaseToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves a running job's lease end; false when the lease was lost. */
export async function extendLeasedJob(
  db: Db,
  lease: Lease,
  leaseUntil: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ leaseUntil, updatedAt: now })
    .where('id', '=', lease.id)
    .where('leaseToken', '=', lease.leaseToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Hands running jobs back to the queue as if they had never been claimed. */
export async function releaseLeasedJobs(db: Db, leases: readonly Lease[], now: string) {
  if (leases.length === 0) return;
  await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'queued' satisfies JobStatus,
      attempts: eb('attempts', '-', 1),
      leaseUntil: null,
      leaseToken: null,
      updatedAt: now,
    }))
    .where(
      'leaseToken',
      'in',
      leases.map((lease) => lease.leaseToken),
    )
    .execute();
}

/** How many jobs there are of each name in each status: the metrics read it at scrape time. */
export async function countJobsByNameAndStatus(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['name', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['name', 'status'])
    .execute();
}
