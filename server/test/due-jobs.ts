import type { AppDeps } from '../deps.ts';
import { jobHandlers } from '../job-handlers.ts';
import type { JobName } from '../jobs/job-names.ts';
import { claimJob, completeJob, failJob, type FailOutcome } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/worker.ts';

/** Sends the account mail queued so far (welcome emails, reset codes), as the worker would. */
export const sendAccountMail = (deps: AppDeps) =>
  runDueJobs(deps, ['accounts.welcome_mail', 'accounts.code_mail']);

/**
 * Runs the due jobs among `names` once each, as the worker does (claim, run the real handler,
 * complete or fail with backoff), without the worker's timers: a test then moves its clock to
 * make retries due. Returns how each run ended.
 */
export async function runDueJobs(
  deps: AppDeps,
  names: readonly JobName[],
): Promise<('succeeded' | FailOutcome)[]> {
  const outcomes: ('succeeded' | FailOutcome)[] = [];
  const claimed = new Set<string>();
  for (;;) {
    const job = await claimJob(deps.db, deps.dialect, deps.clock, { leaseMs: 60_000, names });
    if (!job || claimed.has(job.id)) return outcomes;
    claimed.add(job.id);
    const handler = jobHandlers[job.name] as JobHandler<JobName>;
    try {
      await handler(job.payload, {
        deps,
        signal: new AbortController().signal,
        attempt: job.attempt,
        isLastAttempt: job.attempt >= job.maxAttempts,
      });
      await completeJob(deps.db, deps.dialect, deps.clock, job);
      outcomes.push('succeeded');
    } catch (err) {
      outcomes.push(await failJob(deps.db, deps.dialect, deps.clock, job, err));
    }
  }
}
