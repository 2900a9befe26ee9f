import type { Clock } from '../clock.ts';
import type { Db, Dialect } from '../db/connect.ts';
import { newId } from '../ids.ts';
import { backoffMs } from './backoff.ts';
import { JOB_NAMES, JOB_OPTIONS, type JobName, type PayloadOf } from './job-names.ts';
import {
  deleteLeasedJob,
  extendLeasedJob,
  failLeasedJob,
  findDueJob,
  insertJob,
  markJobRunning,
  releaseLeasedJobs,
  requeueLeasedJob,
  type Lease,
} from './repo.ts';
import { writeTransaction } from '../db/write-transaction.ts';

export interface EnqueueInput<N extends JobName> {
  name: N;
  payload: PayloadOf<N>;
  /** While a job with this key is queued or running, enqueueing another is a no-op. */
  dedupeKey?: string;
  /** Not before this moment; now by default. */
  runAt?: Date;
}

/** One run of a job, held by the worker that claimed it for as long as its lease lasts. */
export interface ClaimedJob extends Lease {
  name: JobName;
  payload: PayloadOf<JobName>;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
}

/** What became of a failed run. */
export type FailOutcome = 'retry' | 'failed' | 'lease-lost';

const MAX_ERROR_LENGTH = 4000;
const queuedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever this process queues a job that is due at once, so a worker here
 * can take it now instead of at its next poll. Returns the function that unsubscribes.
 */
export function onJobQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Queues a job. Pass the caller's transaction as `db` to queue it only if that transaction
 * commits (a video row and its processing job appear together or not at all). Returns the new
 * job's id, or undefined when the dedupe key was taken.
 */
export async function enqueueJob<N extends JobName>(
  db: Db,
  clock: Clock,
  input: EnqueueInput<N>,
): Promise<string | undefined> {
  const now = clock.now();
  const runAt = input.runAt ?? now;
  const id = await insertJob(db, {
    id: newId(),
    name: input.name,
    payload: JSON.stringify(input.payload),
    maxAttempts: JOB_OPTIONS[input.name].maxAttempts,
    runAt: runAt.toISOString(),
    dedupeKey: input.dedupeKey ?? null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  // Inside an uncommitted transaction the worker may not see the job yet; its poll will.
  if (id && runAt <= now) for (const listener of queuedListeners) listener();
  return id;
}

/**
 * Queues each recurring job (JOB_OPTIONS[name].recurring) to run now unless one is already
 * pending. Workers call it on start: the chain of runs starts on the first start and is mended
 * on the next one should it ever break.
 */
export async function scheduleRecurringJobs(db: Db, clock: Clock): Promise<void> {
  for (const name of JOB_NAMES) {
    const recurring = JOB_OPTIONS[name].recurring;
    if (recurring)
      await enqueueJob(db, clock, { name, payload: recurring.payload, dedupeKey: name });
  }
}

/** A recurring job's next run, queued in the transaction that ends the current one. */
async function queueNextRun(trx: Db, clock: Clock, name: JobName): Promise<void> {
  const recurring = JOB_OPTIONS[name].recurring;
  if (!recurring) return;
  const runAt = new Date(clock.now().getTime() + recurring.everyMs);
  await enqueueJob(trx, clock, { name, payload: recurring.payload, dedupeKey: name, runAt });
}

async function failForGood(
  trx: Db,
  clock: Clock,
  name: JobName,
  lease: { id: string; leaseToken: string | null },
  lastError: string,
): Promise<boolean> {
  const failed = await failLeasedJob(trx, lease, { lastError, now: clock.now().toISOString() });
  if (failed) await queueNextRun(trx, clock, name);
  return failed;
}

/**
 * Takes the next due job among `names` for this worker: a queued job whose time has come, or a
 * running one whose lease ran out (its worker crashed). The claim is atomic across processes,
 * so no two workers ever run the same job at once. A job found with an expired lease on its
 * last attempt is marked failed instead of run again. Undefined when nothing is due.
 */
export async function claimJob(
  db: Db,
  dialect: Dialect,
  clock: Clock,
  options: { leaseMs: number; names: readonly JobName[] },
): Promise<ClaimedJob | undefined> {
  return writeTransaction(db, dialect, async (trx) => {
    for (;;) {
      const now = clock.now();
      const row = await findDueJob(trx, dialect, options.names, now.toISOString());
      if (!row) return undefined;
      // findDueJob only returns rows whose name is one of `options.names`.
      const name = row.name as JobName;
      if (row.status === 'running' && row.attempts >= row.maxAttempts) {
        await failForGood(trx, clock, name, row, 'the lease ran out during the last attempt');
        continue;
      }
      const leaseToken = newId();
      const attempt = row.attempts + 1;
      await markJobRunning(trx, row.id, {
        attempts: attempt,
        leaseUntil: new Date(now.getTime() + options.leaseMs).toISOString(),
        leaseToken,
        now: now.toISOString(),
      });
      const payload = JSON.parse(row.payload) as ClaimedJob['payload'];
      return { id: row.id, leaseToken, name, payload, attempt, maxAttempts: row.maxAttempts };
    }
  });
}

/**
 * Records a successful run: the job is deleted (its dedupe key with it, so the same work can
 * be queued again) and a recurring job's next run is queued. False when the lease had been
 * lost to another worker, whose run then decides the outcome.
 */
export async function completeJob(
  db: Db,
  dialect: Dialect,
  clock: Clock,
  job: ClaimedJob,
): Promise<boolean> {
  return writeTransaction(db, dialect, async (trx) => {
    const done = await deleteLeasedJob(trx, job);
    if (done) await queueNextRun(trx, clock, job.name);
    return done;
  });
}

/**
 * Records a failed run: with attempts left the job waits out a growing backoff and is retried;
 * without, it is marked failed (kept, with its last error) and a recurring job's next run is
 * queued.
 */
export async function failJob(
  db: Db,
  dialect: Dialect,
  clock: Clock,
  job: ClaimedJob,
  error: unknown,
): Promise<FailOutcome> {
  const lastError = describeError(error);
  if (job.attempt < job.maxAttempts) {
    const now = clock.now();
    const delay = backoffMs(job.attempt, JOB_OPTIONS[job.name].backoffBaseMs);
    const retried = await requeueLeasedJob(db, job, {
      runAt: new Date(now.getTime() + delay).toISOString(),
      lastError,
      now: now.toISOString(),
    });
    return retried ? 'retry' : 'lease-lost';
  }
  const failed = await writeTransaction(db, dialect, (trx) =>
    failForGood(trx, clock, job.name, job, lastError),
  );
  return failed ? 'failed' : 'lease-lost';
}

/** Keeps a long run's lease alive (a heartbeat); false when the lease had already been lost. */
export async function extendLease(
  db: Db,
  clock: Clock,
  job: Lease,
  leaseMs: number,
): Promise<boolean> {
  const now = clock.now();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  return extendLeasedJob(db, job, leaseUntil, now.toISOString());
}

/**
 * Hands jobs back to the queue without counting the interrupted attempt, so a worker shutting
 * down does not leave them waiting for their leases to run out.
 */
export async function releaseLeases(db: Db, clock: Clock, jobs: readonly Lease[]): Promise<void> {
  await releaseLeasedJobs(db, jobs, clock.now().toISOString());
}

/** The stack says where a job broke; it is kept in the database, never shown to a client. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
