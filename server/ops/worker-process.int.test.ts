import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../../bench/lib/processes.ts';
import type { VideoResponse, VideoView } from '../../shared/api/videos.ts';
import { connectDb } from '../db/connect.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { saveVideoOn } from '../test/server-process.ts';
import { testDialect } from '../test/test-database.ts';

const TOKEN = 'worker-scrape-token-0123456789';

let root: string;
let recording: Buffer;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-worker-'));
  // Long enough that converting it takes a few seconds: time to stop the worker mid-job.
  const file = path.join(root, 'long.webm');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30', '-t', '20'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M', file],
  ]);
  recording = fs.readFileSync(file);
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// The default lease: a job not handed back would wait a minute for another worker.
const env = () => ({ DATA_DIR: path.join(root, 'data'), METRICS_TOKEN: TOKEN });

/** `server/main.ts --role <role>` as its own process, ready once its /healthz answers. */
async function startRole(role: 'web' | 'worker') {
  const port = await freePort();
  return startServer(
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'server', 'main.ts'), '--role', role],
    {
      port,
      cwd: PROJECT_ROOT,
      env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env() },
    },
  );
}

const scrape = async (server: { url: string }) =>
  (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();

// Shutdown is the process's, whatever the database; one run (on SQLite) shows it.
describe.runIf(testDialect() === 'sqlite')('a worker process', () => {
  it(
    'serves only health and metrics, and on SIGTERM hands its job back for the next worker',
    { timeout: 180_000 },
    async () => {
      const web = await startRole('web');
      const first = await startRole('worker');
      try {
        expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${first.url}/api/videos`)).status).toBe(404);
        expect((await fetch(`${first.url}/metrics`)).status).toBe(401);

        const { cookie, video, tus } = await saveVideoOn(web, recording, { durationSeconds: 20 });
        const { url } = await tus.create(video.id, recording.length);
        expect((await tus.send(url, recording, 0, 1024 * 1024)).status).toBe(204);
        const read = async (): Promise<VideoView> => {
          const response = await fetch(`${web.url}/api/videos/${video.id}`, {
            headers: { Cookie: cookie },
          });
          return ((await response.json()) as VideoResponse).video;
        };
        await expect
          .poll(async () => (await read()).processingStep, { timeout: 60_000, interval: 100 })
          .toBe('converting');
        expect(await scrape(first)).toContain(
          'briefcast_jobs{job="video.process",state="running"} 1',
        );

        await first.stop('SIGTERM');
        expect(first.exitCode()).toBe(0);
        const { db } = connectDb({ dataDir: env().DATA_DIR });
        try {
          const job = await db
            .selectFrom('jobs')
            .select(['status', 'leaseToken', 'attempts'])
            .where('dedupeKey', '=', `video.process:${video.id}`)
            .executeTakeFirstOrThrow();
          // Back in the queue at once, and the interrupted run did not use up a try.
          expect(job).toMatchObject({ status: 'queued', leaseToken: null, attempts: 0 });
        } finally {
          await db.destroy();
        }

        const second = await startRole('worker');
        try {
          await expect
            .poll(async () => (await read()).status, { timeout: 120_000, interval: 250 })
            .toBe('ready');
          expect(await scrape(second)).toContain(
            'briefcast_job_duration_seconds_count{job="video.process",outcome="succeeded"} 1',
          );
        } finally {
          await second.stop();
        }
      } finally {
        await first.stop();
        await web.stop();
      }
    },
  );
});
