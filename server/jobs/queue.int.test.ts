import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { TestClock } from '../test/test-clock.ts';
import { jobRow } from '../test/jobs.ts';
import { DAY_MS } from '../../shared/constants/time.ts';
import { JOB_NAMES, JOB_OPTIONS, type JobName } from './job-names.ts';
import {
  claimJob,
  completeJob,
  enqueueJob,
  extendLease,
  failJob,
  releaseLeases,
  scheduleRecurringJobs,
  type ClaimedJob,
} from './queue.ts';

let database: TestDatabase;
let clock: TestClock;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  clock = new TestClock();
  await database.db.deleteFrom('jobs').execute();
});

const LEASE_MS = 60_000;
const at = (msFromNow: number) => new Date(clock.now().getTime() + msFromNow).toISOString();
const enqueue = (videoId: string, extra: { dedupeKey?: string; runAt?: Date } = {}) =>
  enqueueJob(database.db, clock, { name: 'video.process', payload: { videoId }, ...extra });
const claim = (leaseMs = LEASE_MS, names: readonly JobName[] = JOB_NAMES) =>
  claimJob(database.db, database.dialect, clock, { leaseMs, names });
const complete = (job: ClaimedJob) => completeJob(database.db, database.dialect, clock, job);
const fail = (job: ClaimedJob, error: unknown = new Error('ffmpeg exited with code 1')) =>
  failJob(database.db, database.dialect, clock, job, error);
const findJob = (id: string | undefined) => jobRow(database.db, id);
const countJobs = async () => (await database.db.selectFrom('jobs').select('id').execute()).length;

async function claimOrThrow(leaseMs = LEASE_MS): Promise<ClaimedJob> {
  const job = await claim(leaseMs);
  if (!job) throw new Error('expected a job to be due');
  return job;
}

describe('enqueue, claim, complete', () => {
  it('leases a due job to one claimer and deletes it when it succeeds', async () => {
    const id = await enqueue('video-1');
    const job = await claimOrThrow();
    expect(job).toMatchObject({
      id,
      name: 'video.process',
      payload: { videoId: 'video-1' },
      attempt: 1,
      maxAttempts: JOB_OPTIONS['video.process'].maxAttempts,
    });
    expect(await findJob(id)).toMatchObject({
      status: 'running',
      attempts: 1,
      leaseUntil: at(LEASE_MS),
      leaseToken: job.leaseToken,
    });
    expect(await claim()).toBeUndefined();

    expect(await complete(job)).toBe(true);
    expect(await findJob(id)).toBeUndefined();
  });

  it('holds a job back until its run time', async () => {
    const id = await enqueue('video-1', { runAt: new Date(at(5000)) });
    expect(await claim()).toBeUndefined();
    clock.advance(5000);
    expect((await claim())?.id).toBe(id);
  });

  it('takes the oldest due job first and only the names asked for', async () => {
    const first = await enqueue('video-1');
    clock.advance(1);
    const second = await enqueue('video-2');
    expect(await claim(LEASE_MS, ['uploads.cleanup'])).toBeUndefined();
    expect((await claim())?.id).toBe(first);
    expect((await claim())?.id).toBe(second);
  });
});

describe('dedupe key', () => {
  it('makes a second enqueue a no-op while the first job is queued or running', async () => {
    const id = await enqueue('video-1', { dedupeKey: 'video.process:video-1' });
    expect(id).toBeDefined();
    expect(await enqueue('video-1', { dedupeKey: 'video.process:video-1' })).toBeUndefined();
    await claimOrThrow();
    expect(await enqueue('video-1', { dedupeKey: 'video.process:video-1' })).toBeUndefined();
    expect(await countJobs()).toBe(1);
  });

  it('is free again once the job succeeded or failed for good', async () => {
    await enqueue('video-1', { dedupeKey: 'key' });
    await complete(await claimOrThrow());
    const again = await enqueue('video-1', { dedupeKey: 'key' });
    expect(again).toBeDefined();

    for (let attempt = 1; attempt <= JOB_OPTIONS['video.process'].maxAttempts; attempt += 1) {
      await fail(await claimOrThrow());
      clock.advance(DAY_MS);
    }
    expect(await findJob(again)).toMatchObject({ status: 'failed', dedupeKey: null });
    expect(await enqueue('video-1', { dedupeKey: 'key' })).toBeDefined();
  });

  it('does not hold back jobs without a key', async () => {
    await enqueue('video-1');
    await enqueue('video-1');
    expect(await countJobs()).toBe(2);
  });
});

describe('failure', () => {
  const { backoffBaseMs, maxAttempts } = JOB_OPTIONS['video.process'];

  it('puts the job back with its error, to be retried after a backoff', async () => {
    const id = await enqueue('video-1');
    expect(await fail(await claimOrThrow(), new Error('disk full'))).toBe('retry');
    const row = await findJob(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, leaseUntil: null });
    expect(row?.lastError).toContain('disk full');
    // Equal jitter: somewhere in the upper half of the base delay for the first retry.
    const runAt = row?.runAt ?? '';
    expect(runAt >= at(backoffBaseMs / 2) && runAt <= at(backoffBaseMs)).toBe(true);

    clock.advance(backoffBaseMs / 2 - 1);
    expect(await claim()).toBeUndefined();
    clock.advance(backoffBaseMs / 2 + 1);
    expect(await claimOrThrow()).toMatchObject({ id, attempt: 2 });
  });

  it('marks the job failed once its attempts are used up', async () => {
    const id = await enqueue('video-1');
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const job = await claimOrThrow();
      expect(job.attempt).toBe(attempt);
      outcomes.push(await fail(job, new Error(`attempt ${attempt} broke`)));
      clock.advance(DAY_MS);
    }
    expect(outcomes).toEqual([...Array<string>(maxAttempts - 1).fill('retry'), 'failed']);
    const row = await findJob(id);
    expect(row).toMatchObject({ status: 'failed', attempts: maxAttempts, leaseToken: null });
    expect(row?.lastError).toContain(`attempt ${maxAttempts} broke`);
    expect(await claim()).toBeUndefined();
  });
});

describe('leases', () => {
  it('are taken over once they run out (a crashed worker), never while they last', async () => {
    const id = await enqueue('video-1');
    const crashed = await claimOrThrow(1000);
    clock.advance(1000 - 1);
    expect(await claim()).toBeUndefined();
    clock.advance(1);
    const takeover = await claimOrThrow(1000);
    expect(takeover).toMatchObject({ id, attempt: 2 });
    expect(takeover.leaseToken).not.toBe(crashed.leaseToken);

    // The first worker waking up late cannot decide the outcome of the second one's run.
    expect(await complete(crashed)).toBe(false);
    expect(await fail(crashed)).toBe('lease-lost');
    expect(await extendLease(database.db, clock, crashed, 1000)).toBe(false);
    expect(await findJob(id)).toMatchObject({ status: 'running', leaseToken: takeover.leaseToken });
    expect(await complete(takeover)).toBe(true);
  });

  it('are kept alive by extendLease', async () => {
    await enqueue('video-1');
    const job = await claimOrThrow(1000);
    clock.advance(800);
    expect(await extendLease(database.db, clock, job, 1000)).toBe(true);
    clock.advance(800);
    expect(await claim()).toBeUndefined();
  });

  it('running out on the last attempt fail the job instead of running it again', async () => {
    const id = await enqueue('video-1');
    for (let attempt = 1; attempt <= JOB_OPTIONS['video.process'].maxAttempts; attempt += 1) {
      await claimOrThrow(1000);
      clock.advance(1000);
    }
    expect(await claim()).toBeUndefined();
    const row = await findJob(id);
    expect(row).toMatchObject({ status: 'failed', leaseToken: null });
    expect(row?.lastError).toMatch(/lease ran out/);
  });

  it('released on shutdown put the job back without using up an attempt', async () => {
    const id = await enqueue('video-1');
    const job = await claimOrThrow();
    await releaseLeases(database.db, clock, [job]);
    expect(await findJob(id)).toMatchObject({ status: 'queued', attempts: 0, leaseToken: null });
    expect(await complete(job)).toBe(false);
    expect(await claimOrThrow()).toMatchObject({ id, attempt: 1 });
  });
});

describe('recurring jobs', () => {
  const { everyMs } = JOB_OPTIONS['uploads.cleanup'].recurring ?? { everyMs: NaN };
  const cleanupRows = () =>
    database.db
      .selectFrom('jobs')
      .select(['status', 'runAt', 'dedupeKey'])
      .where('name', '=', 'uploads.cleanup')
      .execute();
  /** Other recurring jobs are due too; these tests follow the cleanup's chain of runs. */
  async function claimCleanup(): Promise<ClaimedJob> {
    const job = await claim(LEASE_MS, ['uploads.cleanup']);
    if (!job) throw new Error('expected the cleanup to be due');
    return job;
  }

  it('are queued once however many workers start', async () => {
    await scheduleRecurringJobs(database.db, clock);
    await scheduleRecurringJobs(database.db, clock);
    expect(await cleanupRows()).toEqual([
      { status: 'queued', runAt: at(0), dedupeKey: 'uploads.cleanup' },
    ]);
  });

  it('queue their next run when one succeeds or fails for good', async () => {
    await scheduleRecurringJobs(database.db, clock);
    await complete(await claimCleanup());
    expect(await cleanupRows()).toEqual([
      { status: 'queued', runAt: at(everyMs), dedupeKey: 'uploads.cleanup' },
    ]);
    expect(await claim(LEASE_MS, ['uploads.cleanup'])).toBeUndefined();

    clock.advance(everyMs);
    for (let attempt = 1; attempt <= JOB_OPTIONS['uploads.cleanup'].maxAttempts; attempt += 1) {
      await fail(await claimCleanup());
      if (attempt < JOB_OPTIONS['uploads.cleanup'].maxAttempts) clock.advance(everyMs);
    }
    expect(await cleanupRows()).toEqual([
      { status: 'failed', runAt: expect.any(String) as string, dedupeKey: null },
      { status: 'queued', runAt: at(everyMs), dedupeKey: 'uploads.cleanup' },
    ]);
  });
});

describe('concurrent claimers', () => {
  /** Another worker process on the same database (on SQLite: its own connection to the file). */
  async function startClaimerProcess() {
    const script = fileURLToPath(new URL('../test/job-claimer-process.ts', import.meta.url));
    const options = {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      pgSchema: database.pgSchema,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    while (!output.startsWith('ready\n')) await once(child.stdout, 'data');
    return {
      go: () => child.stdin.write('go\n'),
      async claimed(): Promise<string[]> {
        const [code] = (await once(child, 'exit')) as [number | null];
        expect(code).toBe(0);
        return JSON.parse(output.slice('ready\n'.length)) as string[];
      },
    };
  }

  async function claimUntilEmpty(): Promise<string[]> {
    const claimed: string[] = [];
    for (let job = await claim(); job; job = await claim()) claimed.push(job.id);
    return claimed;
  }

  it('never get the same job: each of 40 jobs is claimed exactly once', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 40; n += 1) ids.push((await enqueue(`video-${n}`)) ?? '');
    const processes = await Promise.all([startClaimerProcess(), startClaimerProcess()]);
    for (const other of processes) other.go();
    const claims = await Promise.all([
      claimUntilEmpty(),
      claimUntilEmpty(),
      ...processes.map((other) => other.claimed()),
    ]);
    const all = claims.flat();
    expect(all.toSorted()).toEqual(ids.toSorted());
    expect(new Set(all).size).toBe(ids.length);
    const rows = await database.db.selectFrom('jobs').select(['status', 'attempts']).execute();
    expect(rows.every((row) => row.status === 'running' && row.attempts === 1)).toBe(true);
  }, 15_000);
});
