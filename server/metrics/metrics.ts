import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/connect.ts';
import type { Logger } from '../http/logger.ts';
import { JOB_NAMES, type JobName } from '../jobs/job-names.ts';
import type { JobStatus } from '../jobs/repo.ts';
import type { JobOutcome } from '../jobs/worker.ts';
import { diskSpace } from '../storage/disk-space.ts';
import { countJobsByNameAndStatus } from '../jobs/repo.ts';

const JOB_STATUSES: readonly JobStatus[] = ['queued', 'running', 'failed'];

/** One process's metrics in its own registry, so several apps in one test run never collide. */
export interface Metrics {
  registry: Registry;
  observeRequest(labels: { route: string; method: string; status: string }, seconds: number): void;
  observeJob(job: JobName, outcome: JobOutcome, seconds: number): void;
  countUploadBytes(bytes: number): void;
}

/** The process's metrics; queue depth is read from the jobs table at each scrape. */
export function createMetrics({
  db,
  logger,
  config,
}: {
  db: Db;
  logger: Logger;
  /** DATA_DIR, whose disk's free space is reported. */
  config: { dataDir: string };
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'briefcast_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status class.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'briefcast_http_request_duration_seconds',
    help: 'Time from a request arriving to its response ending (media streams included).',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'briefcast_job_duration_seconds',
    help: 'How long job runs took in this process, by job name and outcome.',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'briefcast_upload_bytes_received_total',
    help: 'Video bytes received by resumable uploads and acknowledged to the uploader.',
    registers: [registry],
  });
  new Gauge({
    name: 'briefcast_jobs',
    help: 'Jobs in the queue (shared by all processes), by job name and state.',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let rows;
      try {
        rows = await countJobsByNameAndStatus(db);
      } catch (err) {
        // A scrape must still answer; the missing series and /healthz tell the story.
        logger.warn({ err }, 'metrics: cannot count jobs');
        return;
      }
      // Every known series, at zero when empty, so a graph shows 0 rather than a gap.
      for (const job of JOB_NAMES) for (const state of JOB_STATUSES) this.set({ job, state }, 0);
      for (const row of rows) this.set({ job: row.name, state: row.status }, Number(row.count));
    },
  });

  const space = () => diskSpace(config.dataDir);
  new Gauge({
    name: 'briefcast_data_dir_free_bytes',
    help: 'Bytes free on the disk holding DATA_DIR; uploads are refused (507) when they do not fit.',
    registers: [registry],
    async collect() {
      this.set((await space()).freeBytes);
    },
  });
  new Gauge({
    name: 'briefcast_data_dir_size_bytes',
    help: 'Size of the disk holding DATA_DIR.',
    registers: [registry],
    async collect() {
      this.set((await space()).totalBytes);
    },
  });

  return {
    registry,
    observeRequest(labels, seconds) {
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    observeJob(job, outcome, seconds) {
      jobSeconds.observe({ job, outcome }, seconds);
    },
    countUploadBytes(bytes) {
      uploadBytes.inc(bytes);
    },
  };
}
