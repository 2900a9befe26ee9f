import os from 'node:os';
import type { AppDeps } from '../deps.ts';
import {
  BACKGROUND_JOB_NAMES,
  FOREGROUND_JOB_NAMES,
  JOB_NAMES,
  type JobName,
  type PayloadOf,
} from './job-names.ts';
import {
  claimJob,
  completeJob,
  extendLease,
  failJob,
  onJobQueued,
  releaseLeases,
  scheduleRecurringJobs,
  type ClaimedJob,
} from './queue.ts';
import { Wakeup } from './wakeup.ts';

export interface JobContext {
  deps: AppDeps;
  /** Aborted when the worker stops or loses the job's lease: stop work and throw. */
  signal: AbortSignal;
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows if this run fails: the place to mark the feature's row as failed. */
  isLastAttempt: boolean;
}

export type JobHandler<N extends JobName> = (
  payload: PayloadOf<N>,
  ctx: JobContext,
) => Promise<void>;

/** Exactly one handler per job name: a missing one is a compile error (and a start-up error). */
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface WorkerOptions {
  deps: AppDeps;
  handlers: JobHandlers;
  /** Jobs run at once; by default one per CPU but one, left for the web server and the OS. */
  concurrency?: number;
  /** Background jobs (long work no one waits for) run at once beside those; one by default. */
  backgroundConcurrency?: number;
  /** How often to look for due jobs when nothing wakes the worker sooner. */
  pollMs?: number;
  /** How long a claim holds a job before another worker may take it over. */
  leaseMs?: number;
  /** How often a running job's lease is extended; a third of the lease by default. */
  heartbeatMs?: number;
  /** How long stop() waits for running handlers before handing their jobs back. */
  stopTimeoutMs?: number;
  /** Told of each run's end (for metrics); `interrupted` means the worker was stopping. */
  onJobFinished?: (job: JobName, outcome: JobOutcome, seconds: number) => void;
}

export type JobOutcome = 'succeeded' | 'failed' | 'interrupted';

export interface JobWorker {
  /** Takes no new jobs, aborts running handlers' signals, waits for them, releases leases. */
  stop(): Promise<void>;
}

/** Jobs taken from the queue by their own count: a background job never takes a job's place. */
interface Lane {
  names: readonly JobName[];
  size: number;
}

interface Run {
  job: ClaimedJob;
  lane: Lane;
  controller: AbortController;
  heartbeat: NodeJS.Timeout;
  done: Promise<void>;
}

/**
 * Fails fast, at start-up, unless the handlers are exactly one per JobName: plain JavaScript or
 * a cast can get past the type, and a job nobody handles would wait in the queue forever.
 */
function assertOneHandlerPerJob(handlers: Partial<Record<string, unknown>>): void {
  const missing = JOB_NAMES.filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !JOB_NAMES.includes(name as JobName));
  const problems = [
    ...(missing.length > 0 ? [`no job handler for: ${missing.join(', ')}`] : []),
    ...(unknown.length > 0 ? [`handlers for unknown jobs: ${unknown.join(', ')}`] : []),
  ];
  if (problems.length > 0) throw new Error(`Cannot start the worker: ${problems.join('; ')}.`);
}

/** Generic so the handler and the payload are known to belong to the same job name. */
function runHandler<N extends JobName>(
  handlers: JobHandlers,
  name: N,
  payload: PayloadOf<N>,
  ctx: JobContext,
): Promise<void> {
  const handler: JobHandler<N> = handlers[name];
  return handler(payload, ctx);
}

/**
 * Starts taking jobs from the queue and running their handlers, at most `concurrency` at once,
 * and beside them at most `backgroundConcurrency` background jobs.
 * A handler that throws is retried with backoff until its attempts run out; a long one keeps
 * its lease alive with a heartbeat. Also queues the recurring jobs' first runs.
 */
export async function startWorker(options: WorkerOptions): Promise<JobWorker> {
  assertOneHandlerPerJob(options.handlers);
  const { deps, handlers } = options;
  const { db, dialect, clock, logger } = deps;
  const concurrency = options.concurrency ?? Math.max(1, os.availableParallelism() - 1);
  const lanes: Lane[] = [
    { names: FOREGROUND_JOB_NAMES, size: concurrency },
    { names: BACKGROUND_JOB_NAMES, size: options.backgroundConcurrency ?? 1 },
  ].filter((lane) => lane.names.length > 0);
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const heartbeatMs = options.heartbeatMs ?? leaseMs / 3;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;

  await scheduleRecurringJobs(db, clock);

  const runs = new Map<string, Run>();
  const wakeup = new Wakeup();
  const unsubscribe = onJobQueued(() => wakeup.notify());
  let stopping = false;

  async function settle(job: ClaimedJob, outcome: { error: unknown } | undefined) {
    const fields = { jobId: job.id, job: job.name, attempt: job.attempt };
    if (!outcome) {
      if (!(await completeJob(db, dialect, clock, job))) {
        logger.warn(fields, 'job finished after its lease was lost');
      }
    } else if (stopping) {
      // Interrupted by shutdown, not a failure of the job: it runs again without losing a try.
      await releaseLeases(db, clock, [job]);
    } else {
      const result = await failJob(db, dialect, clock, job, outcome.error);
      const level = result === 'failed' ? 'error' : 'warn';
      logger[level]({ ...fields, err: outcome.error, result }, 'job failed');
    }
  }

  async function execute(job: ClaimedJob, signal: AbortSignal): Promise<void> {
    const isLastAttempt = job.attempt >= job.maxAttempts;
    const ctx: JobContext = { deps, signal, attempt: job.attempt, isLastAttempt };
    const started = performance.now();
    let outcome: { error: unknown } | undefined;
    try {
      await runHandler(handlers, job.name, job.payload, ctx);
    } catch (error) {
      outcome = { error };
    }
    try {
      await settle(job, outcome);
    } catch (err) {
      logger.error({ err, jobId: job.id }, 'could not record the outcome of a job');
    }
    const ended: JobOutcome = !outcome ? 'succeeded' : stopping ? 'interrupted' : 'failed';
    options.onJobFinished?.(job.name, ended, (performance.now() - started) / 1000);
  }

  function start(job: ClaimedJob, lane: Lane): void {
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      extendLease(db, clock, job, leaseMs)
        .then((held) => {
          if (!held) controller.abort(new Error('the job lease was lost to another worker'));
        })
        .catch((err: unknown) => logger.warn({ err, jobId: job.id }, 'could not extend a lease'));
    }, heartbeatMs);
    const done = execute(job, controller.signal).finally(() => {
      clearInterval(heartbeat);
      runs.delete(job.leaseToken);
      wakeup.notify();
    });
    runs.set(job.leaseToken, { job, lane, controller, heartbeat, done });
  }

  const runningIn = (lane: Lane) => [...runs.values()].filter((run) => run.lane === lane).length;

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        for (const lane of lanes) {
          while (runningIn(lane) < lane.size && !stopping) {
            const job = await claimJob(db, dialect, clock, { leaseMs, names: lane.names });
            if (!job) break;
            if (stopping) await releaseLeases(db, clock, [job]);
            else start(job, lane);
          }
        }
      } catch (err) {
        logger.error({ err }, 'could not claim a job');
      }
      if (!stopping) await wakeup.sleep(pollMs);
    }
  }

  async function stop(): Promise<void> {
    stopping = true;
    unsubscribe();
    wakeup.notify();
    await looping;
    for (const run of runs.values()) run.controller.abort(new Error('the worker is stopping'));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      Promise.allSettled([...runs.values()].map((run) => run.done)).then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), stopTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (!timedOut) return;
    // These handlers ignored their signal. Their jobs go back to the queue now; whatever the
    // handlers do later cannot touch the jobs any more (their lease tokens are void).
    const left = [...runs.values()];
    for (const run of left) clearInterval(run.heartbeat);
    await releaseLeases(
      db,
      clock,
      left.map((run) => run.job),
    );
    logger.warn({ jobIds: left.map((run) => run.job.id) }, 'handlers still running at stop');
  }

  const looping = loop();
  let stopped: Promise<void> | undefined;
  return { stop: () => (stopped ??= stop()) };
}
