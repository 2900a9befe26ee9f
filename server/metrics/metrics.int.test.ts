import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { createLogger } from '../http/logger.ts';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker, type JobWorker } from '../jobs/worker.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo } from '../test/videos.ts';
import { createMetrics } from './metrics.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one exact series line (`name{labels}`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics with no token configured', () => {
  it('does not exist', async () => {
    const server = await startTestServer();
    try {
      const response = await server.fetch('/metrics', {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('briefcast_');
    } finally {
      await server.close();
    }
  });
});

describe('GET /metrics', { timeout: 60_000 }, () => {
  let server: TestServer;
  let worker: JobWorker;
  let advisor: SignedInAdvisor;
  beforeAll(async () => {
    const database = await createTestDatabase();
    // The worker shares the app's registry, as main.ts wires one process.
    const metrics = createMetrics({
      db: database.db,
      logger: createLogger('silent'),
      config: { dataDir: database.dataDir },
    });
    server = await startTestServer({ database, metrics, env: { METRICS_TOKEN: TOKEN } });
    worker = await startWorker({
      deps: server.deps,
      handlers: jobHandlers,
      pollMs: 50,
      onJobFinished: metrics.observeJob,
    });
    advisor = await buildAdvisor(server);
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
    await server.database.drop();
  });

  const scrape = async () => {
    const response = await server.fetch('/metrics', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('refuses a missing or wrong token', async () => {
    const missing = await server.fetch('/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toContain('Bearer');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const wrong = await server.fetch('/metrics', { headers: { Authorization: authorization } });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).not.toContain('briefcast_http');
    }
  });

  it('counts requests by route template, never by raw path', async () => {
    const unknownId = randomUUID();
    for (let i = 0; i < 3; i += 1) {
      const response = await server.fetch(`/api/videos/${randomUUID()}`, {
        headers: { Cookie: advisor.cookie },
      });
      expect(response.status).toBe(404);
    }
    await server.fetch(`/some/page/${unknownId}`);
    const text = await scrape();
    expect(
      sample(
        text,
        'briefcast_http_requests_total{route="/api/videos/:id",method="GET",status="4xx"}',
      ),
    ).toBe(3);
    expect(
      sample(
        text,
        'briefcast_http_request_duration_seconds_count{route="/api/videos/:id",method="GET",status="4xx"}',
      ),
    ).toBe(3);
    expect(text).toContain('route="(unmatched)"');
    expect(text).not.toContain(unknownId);
    // The process's own figures come with the registry.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('shows upload bytes, the queue and job durations as a video goes through', async () => {
    const webm = testWebm();
    const before = sample(await scrape(), 'briefcast_upload_bytes_received_total') ?? 0;
    const video = await buildVideo(server, advisor, webm);
    const tus = new TusTestClient(server, advisor.cookie);
    const { url } = await tus.create(video.id, webm.length);
    expect((await tus.send(url, webm, 0, 100_000)).status).toBe(204);

    const read = async () => {
      const response = await server.fetch(`/api/videos/${video.id}`, {
        headers: { Cookie: advisor.cookie },
      });
      return ((await response.json()) as VideoResponse).video.status;
    };
    await expect.poll(read, { timeout: 45_000, interval: 200 }).toBe('ready');

    const text = await scrape();
    expect(sample(text, 'briefcast_upload_bytes_received_total')).toBe(before + webm.length);
    expect(
      sample(
        text,
        'briefcast_http_requests_total{route="/api/uploads/:id",method="PATCH",status="2xx"}',
      ),
    ).toBe(Math.ceil(webm.length / 100_000));
    expect(
      sample(text, 'briefcast_job_duration_seconds_count{job="video.process",outcome="succeeded"}'),
    ).toBe(1);
    expect(sample(text, 'briefcast_jobs{job="video.process",state="queued"}')).toBe(0);
    expect(sample(text, 'briefcast_jobs{job="video.process",state="running"}')).toBe(0);
  });

  it('reads the queue depth from the jobs table at each scrape', async () => {
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await server.deps.db
      .insertInto('jobs')
      .values(
        [1, 2].map(() => ({
          id: randomUUID(),
          name: 'video.notify_activity',
          payload: '{}',
          maxAttempts: 1,
          // Due in an hour: the worker leaves them in the queue while we look.
          runAt: later,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const text = await scrape();
    expect(sample(text, 'briefcast_jobs{job="video.notify_activity",state="queued"}')).toBe(2);
  });
});
