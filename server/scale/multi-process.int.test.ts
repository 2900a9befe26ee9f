import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../bench/lib/processes.ts';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { saveVideoOn, startServerProcess } from '../test/server-process.ts';
import { ShareVisitor } from '../test/shares.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.ts';
import { testWebm } from '../test/test-webm.ts';
import { startWorkerProcess, type WorkerProcess } from '../test/worker-process.ts';

/** Polls `check` until it answers something, for at most `ms`. */
async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== undefined) return found;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** What a browser on one process sees: fetch and a JSON POST, with the process's origin. */
function browserOn(server: ServerProcess) {
  return {
    fetch: (to: string, init?: RequestInit) => fetch(`${server.url}${to}`, init),
    post: (to: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${to}`, {
        method: 'POST',
        headers: { Origin: server.url, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  };
}

// The scaled-out topology is PostgreSQL's (several processes on one database server); on
// SQLite the same code runs as one process, which the other tests cover.
describe.runIf(testDialect() === 'postgres')('the scaled-out topology', () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  const dataDirs: string[] = [];
  const processes: Array<ServerProcess | WorkerProcess> = [];
  // Processes on one database must seal integrations with one key; each data folder would
  // otherwise generate its own and every process after the first would refuse to start.
  const integrationsKey = randomBytes(32).toString('base64');

  /** A process's settings: the shared database and bucket, and a data folder of its own. */
  function settings(): Record<string, string> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-scale-'));
    dataDirs.push(dataDir);
    const url = new URL(database.databaseUrl ?? '');
    url.searchParams.set('options', `-c search_path=${database.pgSchema ?? ''}`);
    // A killed worker's job waits out its lease: a short one keeps the test short.
    return {
      ...s3.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      INTEGRATIONS_KEY: integrationsKey,
      JOB_LEASE_SECONDS: '2',
    };
  }

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
  });
  afterAll(async () => {
    await Promise.all(processes.map((running) => running.stop('SIGKILL')));
    await s3.close();
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'serves one video through two web processes while workers come and go',
    { timeout: 90_000 },
    async () => {
      const [webA, webB] = await Promise.all([
        startServerProcess(settings(), ['--role', 'web']),
        startServerProcess(settings(), ['--role', 'web']),
      ]);
      processes.push(webA, webB);
      const webm = testWebm();
      const { cookie, video, tus } = await saveVideoOn(webA, webm);

      // Half the upload through A, the rest through B, as a load balancer may send it.
      const { url } = await tus.create(video.id, webm.length);
      const half = Math.floor(webm.length / 2);
      expect((await tus.send(url, webm.subarray(0, half))).status).toBe(204);
      const throughB = tus.on(webB);
      expect(await throughB.offset(url)).toBe(half);
      expect((await throughB.send(url, webm, half)).status).toBe(204);

      // A worker takes the job and is killed mid-way; another takes it over once its lease ends.
      const first = await startWorkerProcess(settings());
      processes.push(first);
      const running = () =>
        database.db
          .selectFrom('jobs')
          .select(['status', 'attempts'])
          .where('name', '=', 'video.process')
          .where('payload', 'like', `%${video.id}%`)
          .executeTakeFirst();
      const videoOnB = async () => {
        const response = await fetch(`${webB.url}/api/videos/${video.id}`, {
          headers: { Cookie: cookie },
        });
        return ((await response.json()) as VideoResponse).video;
      };
      // Killed mid-way: once it holds the job and has begun work on the video.
      await waitFor('the worker to start on the video', async () =>
        (await running())?.status === 'running' && (await videoOnB()).status === 'processing'
          ? true
          : undefined,
      );
      await first.stop('SIGKILL');
      expect((await videoOnB()).status).toBe('processing');

      processes.push(await startWorkerProcess(settings()));
      await waitFor('the video to be ready', async () =>
        (await videoOnB()).status === 'ready' ? true : undefined,
      );
      expect(await running()).toBeUndefined();
      const versions = await database.db
        .selectFrom('videoVersions')
        .select('version')
        .where('videoId', '=', video.id)
        .execute();
      expect(versions).toEqual([{ version: 1 }]);

      // A client opens the share page, accepts the terms and plays the video, all through B.
      const viewer = new ShareVisitor(browserOn(webB));
      expect((await viewer.accept(video.shareLink)).status).toBe(200);
      const page = await viewer.get(`/share/${video.shareLink}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Quarterly portfolio review');
      const range = await viewer.get(`/media/share/${video.shareLink}/video`, {
        Range: 'bytes=0-1023',
      });
      expect(range.status).toBe(206);
      expect(range.headers.get('content-type')).toBe('video/mp4');
      const bytes = Buffer.from(await range.arrayBuffer());
      expect(bytes.length).toBe(1024);
      expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
    },
  );
});
