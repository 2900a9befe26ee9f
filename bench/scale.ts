import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3Server, type S3TestServer } from '../server/test/s3-server.ts';
import { startWorkerProcess, type WorkerProcess } from '../server/test/worker-process.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { benchDatabaseServer, createBenchDatabase } from './lib/pg-database.ts';
import { measure, type LoadFigures } from './lib/load.ts';
import { readRandomRanges } from './lib/range-readers.ts';
import {
  BUILT_SERVER,
  ensureBuilt,
  freePort,
  ROOT,
  startServer,
  type ServerProcess,
} from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';
import { makeSourceVideo, shareUploadedVideo, type SharedVideo } from './lib/shared-video.ts';
import { closeUploadAgent, makePayload, openRealUpload, sendChunks } from './lib/tus-upload.ts';

const VIDEO_SECONDS = 20;
const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;
const UPLOAD_ROUNDS = 3;
const MB = 1024 * 1024;
const RANGE_BYTES = 1024 * 1024;
const RANGE_READERS = 32;

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function startWeb(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  return startServer([BUILT_SERVER, '--role', 'web'], {
    port,
    cwd: ROOT,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
}

/**
 * The same total load (CONNECTIONS) spread evenly over every web process, as a load balancer
 * would; the figures are summed (rps) and the worst p99 is kept.
 */
async function loadAcross(
  servers: ServerProcess[],
  pathOf: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadFigures> {
  const each = await Promise.all(
    servers.map((server) =>
      measure({
        url: `${server.url}${pathOf}`,
        headers,
        seconds,
        warmupSeconds: WARMUP_SECONDS,
        connections: Math.ceil(CONNECTIONS / servers.length),
      }),
    ),
  );
  return {
    rps: each.reduce((sum, figures) => sum + figures.rps, 0),
    p99Ms: Math.max(...each.map((figures) => figures.p99Ms)),
  };
}

/**
 * Random 1 MiB ranges of the MP4 behind the share gate, as players seeking about ask for them,
 * with the readers split evenly over the web processes (autocannon cannot take in video fast
 * enough on 2 cores: it, not the server, would set the figure).
 */
async function readMedia(servers: ServerProcess[], shared: SharedVideo, seconds: number) {
  const cookie = { Cookie: `${shared.gateCookie.name}=${shared.gateCookie.value}` };
  const fileBytes = fs.statSync(shared.mp4File).size;
  const each = await Promise.all(
    servers.map((server) =>
      readRandomRanges({
        url: `${server.url}/media/share/${shared.link}/video`,
        headers: cookie,
        fileBytes,
        rangeBytes: RANGE_BYTES,
        readers: Math.ceil(RANGE_READERS / servers.length),
        seconds,
      }),
    ),
  );
  const bytes = each.reduce((sum, figures) => sum + figures.bytes, 0);
  const requests = each.reduce((sum, figures) => sum + figures.requests, 0);
  const window = Math.max(...each.map((figures) => figures.seconds));
  return { mbPerSecond: bytes / MB / window, rps: requests / window };
}

async function measureRequests(servers: ServerProcess[], shared: SharedVideo, seconds: number) {
  const cookie = { Cookie: `${shared.gateCookie.name}=${shared.gateCookie.value}` };
  const page = await loadAcross(servers, `/share/${shared.link}`, cookie, seconds);
  const media = await readMedia(servers, shared, seconds);
  return { page, media };
}

/** Median MB/s of tus uploads (8 MB PATCHes, as the PWA sends) to each server, alternating. */
async function uploadThroughput(servers: ServerProcess[], dir: string, size: number) {
  const payload = makePayload(dir, size);
  const seconds: number[][] = servers.map(() => []);
  for (let round = 1; round <= UPLOAD_ROUNDS; round += 1) {
    for (const [index, server] of servers.entries()) {
      const upload = await openRealUpload(server, size, payload.sha256);
      seconds[index]?.push(await sendChunks(upload.url, payload.file, size, upload.headers));
    }
  }
  return seconds.map((each) => size / MB / median(each));
}

export async function run(): Promise<BenchResult> {
  const seconds = positiveNumberEnv('BENCH_SECONDS', 8);
  const uploadMb = positiveNumberEnv('BENCH_UPLOAD_MB', 64);
  await ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-scale-'));
  const processes: Array<ServerProcess | WorkerProcess> = [];
  const database = await createBenchDatabase(benchDatabaseServer());
  let s3: S3TestServer | undefined;
  try {
    // Part 1: web processes on PostgreSQL, sharing one data folder (the blobs on local disk,
    // so the figures show the web tier, not the storage).
    const shared = { DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'data') };
    const webA = await startWeb(shared);
    processes.push(webA);
    processes.push(await startWorkerProcess({ ...shared, LOG_LEVEL: 'info' }));
    console.error(`bench: sharing a ${VIDEO_SECONDS} s video through web process A`);
    const source = await makeSourceVideo(dir, { seconds: VIDEO_SECONDS, videoBitrate: '1500k' });
    const video = await shareUploadedVideo(webA.url, shared.DATA_DIR, source, VIDEO_SECONDS);

    console.error(`bench: share page and media, one web process, ${seconds} s each`);
    const one = await measureRequests([webA], video, seconds);
    const webB = await startWeb(shared);
    processes.push(webB);
    console.error(`bench: the same load spread over two web processes`);
    const two = await measureRequests([webA, webB], video, seconds);

    // Part 2: upload throughput into the disk store and into the S3-compatible store.
    console.error(
      `bench: ${uploadMb} MB tus uploads, disk store vs S3 store, ${UPLOAD_ROUNDS} rounds`,
    );
    s3 = await startS3Server();
    const diskWeb = await startWeb({ DATA_DIR: path.join(dir, 'disk') });
    const s3Web = await startWeb({ ...s3.env, DATA_DIR: path.join(dir, 's3') });
    processes.push(diskWeb, s3Web);
    const [diskMbps = 0, s3Mbps = 0] = await uploadThroughput(
      [diskWeb, s3Web],
      dir,
      Math.round(uploadMb * MB),
    );

    return {
      name: 'scale',
      figures: {
        share_page_rps_1_web: round(one.page.rps, 0),
        share_page_rps_2_web: round(two.page.rps, 0),
        share_page_scaling_ratio: round(two.page.rps / one.page.rps, 2),
        share_page_p99_ms_1_web: one.page.p99Ms,
        share_page_p99_ms_2_web: two.page.p99Ms,
        media_mb_per_s_1_web: round(one.media.mbPerSecond, 0),
        media_mb_per_s_2_web: round(two.media.mbPerSecond, 0),
        media_range_rps_1_web: round(one.media.rps, 0),
        media_range_rps_2_web: round(two.media.rps, 0),
        media_scaling_ratio: round(two.media.mbPerSecond / one.media.mbPerSecond, 2),
        upload_mb: uploadMb,
        upload_disk_mb_per_s: round(diskMbps, 1),
        upload_s3_mb_per_s: round(s3Mbps, 1),
        upload_s3_to_disk_ratio: round(s3Mbps / diskMbps, 2),
      },
      notes: [
        `share page: autocannon, ${CONNECTIONS} connections in all, split evenly over the web processes; PostgreSQL, one worker`,
        `media: ${RANGE_READERS} readers in all of random 1 MiB ranges of the MP4 behind the share gate, split evenly`,
        'the S3 store is s3rver (a stand-in that writes to local disk), so its figure bounds our overhead, not real S3',
        `client, servers, PostgreSQL and s3rver share this machine's ${os.cpus().length} cores (load average before: ${os.loadavg()[0]?.toFixed(1)})`,
      ],
    };
  } finally {
    await Promise.all(processes.map((process) => process.stop()));
    await s3?.close();
    await database.drop();
    closeUploadAgent();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
