import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { TestClock } from '../test/test-clock.ts';
import { jobRow } from '../test/jobs.ts';
import { testDeps } from '../test/test-deps.ts';
import { jobHandlers } from '../job-handlers.ts';
import { JOB_NAMES, JOB_OPTIONS } from './job-names.ts';
import { claimJob, enqueueJob } from './queue.ts';
import { startWorker, type JobHandlers, type JobWorker, type WorkerOptions } from './worker.ts';

let database: TestDatabase;
let deps: AppDeps;
let clock: TestClock;
let worker: JobWorker | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  clock = new TestClock();
  deps = await testDeps(database, clock);
  await database.db.deleteFrom('jobs').execute();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

const noop = async () => undefined;
const start = async (handlers: Partial<JobHandlers>, options: Partial<WorkerOptions> = {}) => {
  worker = await startWorker({
    deps,
    handlers: {
      'video.process': noop,
      'video.compose_layout': noop,
      'video.suggest': noop,
      'uploads.cleanup': noop,
      'video.notify_activity': noop,
      'screening.screen_video': noop,
      'screening.screen_speech': noop,
      'screening.blur_findings': noop,
      'screening.mute_findings': noop,
      'compliance.retention_purge': noop,
      'audit.anchor_head': noop,
      'sessions.purge_expired': noop,
      'integrations.crm_note': noop,
      'integrations.webhook': noop,
      'accounts.welcome_mail': noop,
      'accounts.code_mail': noop,
      'share.journal_reply': noop,
      ...handlers,
    },
    pollMs: 20,
    ...options,
  });
  return worker;
};
const enqueueVideo = (videoId: string) =>
  enqueueJob(database.db, clock, { name: 'video.process', payload: { videoId } });
const findJob = (id: string | undefined) => jobRow(database.db, id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes, so a test waits for the worker only as long as it needs. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting for the worker');
    await sleep(5);
  }
}

/** A handler's way to stay busy until the test lets it go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('start-up', () => {
  it('refuses to start when a job name has no handler, naming it', async () => {
    // The type demands every handler, so tsc fails here too (the directive checks that it does).
    // @ts-expect-error -- every job but video.process is missing
    const handlers: JobHandlers = { 'video.process': noop };
    await expect(startWorker({ deps, handlers })).rejects.toThrow(
      'Cannot start the worker: no job handler for: video.compose_layout, video.suggest, video.notify_activity, integrations.crm_note, integrations.webhook, accounts.code_mail, accounts.welcome_mail, share.journal_reply, uploads.cleanup, compliance.retention_purge, audit.anchor_head, sessions.purge_expired, screening.screen_video, screening.screen_speech, screening.blur_findings, screening.mute_findings.',
    );
  });

  it('refuses handlers for job names that do not exist', async () => {
    const handlers = {
      'video.process': noop,
      'video.compose_layout': noop,
      'video.suggest': noop,
      'uploads.cleanup': noop,
      'video.notify_activity': noop,
      'screening.screen_video': noop,
      'screening.screen_speech': noop,
      'screening.blur_findings': noop,
      'screening.mute_findings': noop,
      'compliance.retention_purge': noop,
      'audit.anchor_head': noop,
      'sessions.purge_expired': noop,
      'integrations.crm_note': noop,
      'integrations.webhook': noop,
      'accounts.welcome_mail': noop,
      'accounts.code_mail': noop,
      'share.journal_reply': noop,
      'video.transcode': noop,
    };
    await expect(startWorker({ deps, handlers: handlers as JobHandlers })).rejects.toThrow(
      'Cannot start the worker: handlers for unknown jobs: video.transcode.',
    );
  });

  it("the app's handler map names every job and nothing else", () => {
    expect(Object.keys(jobHandlers).sort()).toEqual([...JOB_NAMES].sort());
    for (const name of JOB_NAMES) expect(typeof jobHandlers[name]).toBe('function');
  });
});

describe('running jobs', () => {
  it('runs each job once with its payload, never more than `concurrency` at a time', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const seen: string[] = [];
    // Each handler holds on until a second one runs beside it (the last one alone needs no
    // partner), so the test sees two at once however slowly the database hands out jobs, and
    // times out if the worker never runs two.
    const waiting = new Set<() => void>();
    const busy = async (label: string) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      seen.push(label);
      if (running >= 2 || seen.length === 7) {
        for (const release of waiting) release();
        waiting.clear();
      } else {
        await new Promise<void>((resolve) => waiting.add(resolve));
      }
      running -= 1;
    };
    for (let n = 0; n < 6; n += 1) await enqueueVideo(`video-${n}`);
    await start(
      {
        'video.process': ({ videoId }) => busy(videoId),
        'uploads.cleanup': () => busy('cleanup'),
      },
      { concurrency: 2 },
    );
    await eventually(() => seen.length === 7 && running === 0);
    expect(mostAtOnce).toBe(2);
    expect(seen.toSorted()).toEqual([
      'cleanup',
      ...Array.from({ length: 6 }, (_, n) => `video-${n}`),
    ]);
    // Only the recurring jobs' next runs are left, each an interval from now.
    const nextRuns = Object.entries(JOB_OPTIONS).flatMap(([name, options]) =>
      options.recurring
        ? [
            {
              name,
              runAt: new Date(clock.now().getTime() + options.recurring.everyMs).toISOString(),
            },
          ]
        : [],
    );
    // Recurring jobs seeded as due now run on the worker's own time: wait until every one of
    // them has run and rescheduled itself, not merely until the count matches.
    const byName = (rows: { name: string; runAt: string }[]) =>
      JSON.stringify(rows.toSorted((a, b) => a.name.localeCompare(b.name)));
    const leftNow = async () =>
      byName(await database.db.selectFrom('jobs').select(['name', 'runAt']).execute());
    await eventually(async () => (await leftNow()) === byName(nextRuns), 10_000);
    expect(JSON.parse(await leftNow())).toEqual(JSON.parse(byName(nextRuns)));
  });

  it('takes a job queued in this process at once, without waiting for the next poll', async () => {
    const ran: string[] = [];
    const record = async (label: string) => void ran.push(label);
    await start(
      {
        'video.process': ({ videoId }) => record(videoId),
        'uploads.cleanup': () => record('cleanup'),
      },
      { pollMs: 60_000 },
    );
    // Let the worker finish its start-up work and fall asleep first.
    await eventually(() => ran.length === 1);
    await sleep(50);
    await enqueueVideo('video-1');
    await eventually(() => ran.length === 2, 1000);
    expect(ran).toEqual(['cleanup', 'video-1']);
  });

  it('never holds a video back behind a long screening: background jobs run in their own lane', async () => {
    const screening = gate();
    const screened: string[] = [];
    const processed: string[] = [];
    await start(
      {
        'screening.screen_video': async ({ videoId }) => {
          screened.push(videoId);
          await screening.opened;
        },
        'video.process': async ({ videoId }) => void processed.push(videoId),
      },
      { concurrency: 1 },
    );
    await enqueueJob(database.db, clock, {
      name: 'screening.screen_video',
      payload: { videoId: 'video-1' },
    });
    await enqueueJob(database.db, clock, {
      name: 'screening.screen_video',
      payload: { videoId: 'video-2' },
    });
    await eventually(() => screened.length === 1);
    // With one job at a time, the next video is processed while the first is still screened,
    // and the second screening waits for the first rather than taking the video's place.
    await enqueueVideo('video-3');
    await eventually(() => processed.length === 1);
    expect(processed).toEqual(['video-3']);
    // Queued at the same moment, either screening may go first; only one runs at a time.
    expect(screened).toHaveLength(1);
    screening.open();
    await eventually(() => screened.length === 2);
    expect([...screened].sort()).toEqual(['video-1', 'video-2']);
  });

  it('retries a handler that throws after its backoff, with the error kept meanwhile', async () => {
    let calls = 0;
    const ran: string[] = [];
    const id = await enqueueVideo('video-1');
    await start({
      'video.process': async ({ videoId }) => {
        ran.push(videoId);
        if (videoId !== 'video-1') return;
        calls += 1;
        if (calls === 1) throw new Error('ffmpeg exited with code 1');
      },
    });
    await eventually(async () => (await findJob(id))?.lastError != null);
    expect(await findJob(id)).toMatchObject({ status: 'queued', attempts: 1 });
    // A job queued after the failure has run: the worker has polled since, and left the
    // failed one alone because its backoff has not passed.
    await enqueueVideo('video-2');
    await eventually(() => ran.includes('video-2'));
    expect(calls).toBe(1);

    clock.advance(JOB_OPTIONS['video.process'].backoffBaseMs);
    await eventually(async () => (await findJob(id)) === undefined);
    expect(calls).toBe(2);
  });

  it('tells the handler whether a failure would be final', async () => {
    const seen: { attempt: number; isLastAttempt: boolean }[] = [];
    const { maxAttempts } = JOB_OPTIONS['video.process'];
    const id = await enqueueVideo('video-1');
    await database.db
      .updateTable('jobs')
      .set({ attempts: maxAttempts - 1 })
      .where('id', '=', id ?? '')
      .execute();
    await start({
      'video.process': async (_payload, { attempt, isLastAttempt }) => {
        seen.push({ attempt, isLastAttempt });
        throw new Error('still broken');
      },
    });
    await eventually(async () => (await findJob(id))?.status === 'failed');
    expect(seen).toEqual([{ attempt: maxAttempts, isLastAttempt: true }]);
  });

  it('keeps the lease of a long job alive so no other worker takes it', async () => {
    const leaseMs = 1000;
    const busy = gate();
    let started = false;
    const id = await enqueueVideo('video-1');
    await start(
      { 'video.process': async () => ((started = true), busy.opened) },
      { leaseMs, heartbeatMs: 10 },
    );
    await eventually(() => started);
    for (let step = 0; step < 3; step += 1) {
      clock.advance(leaseMs * 0.8);
      const extendedPast = new Date(clock.now().getTime() + leaseMs / 2).toISOString();
      await eventually(async () => ((await findJob(id))?.leaseUntil ?? '') > extendedPast);
    }
    // 2.4 leases after the claim: without the heartbeat, this claim would take the job over.
    const other = await claimJob(database.db, database.dialect, clock, {
      leaseMs,
      names: ['video.process'],
    });
    expect(other).toBeUndefined();
    busy.open();
    await eventually(async () => (await findJob(id)) === undefined);
  });
});

describe('stopping', () => {
  it('aborts the handlers signal, waits for them and hands their jobs back untouched', async () => {
    let started = false;
    const id = await enqueueVideo('video-1');
    const running = await start({
      'video.process': (_payload, { signal }) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    });
    await eventually(() => started);
    await running.stop();
    expect(await findJob(id)).toMatchObject({ status: 'queued', attempts: 0, leaseToken: null });
  });

  it('gives up on a handler that ignores the signal after the time limit', async () => {
    const stuck = gate();
    let started = false;
    const id = await enqueueVideo('video-1');
    const running = await start(
      { 'video.process': async () => ((started = true), stuck.opened) },
      { stopTimeoutMs: 50 },
    );
    await eventually(() => started);
    // Resolving at all shows it: the handler is still stuck until opened below.
    await running.stop();
    expect(await findJob(id)).toMatchObject({ status: 'queued', attempts: 0, leaseToken: null });

    // Finishing late changes nothing: the job is no longer this worker's.
    stuck.open();
    await sleep(30);
    expect(await findJob(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('takes no new jobs once stopped', async () => {
    let calls = 0;
    const running = await start({ 'video.process': async () => void (calls += 1) });
    await running.stop();
    const id = await enqueueVideo('video-1');
    // Another claimant gets the job: the stopped worker did not take it.
    const claimed = await claimJob(database.db, database.dialect, clock, {
      leaseMs: 60_000,
      names: ['video.process'],
    });
    expect(claimed?.id).toBe(id);
    expect(calls).toBe(0);
  });
});
