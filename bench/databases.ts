/**
 * One web process on SQLite against one on PostgreSQL, in the same run, under the same mix: the
 * share page, its API, a 64 KiB media range behind the gate and the advisor's library, sent by
 * wrk over BENCH_CONNECTIONS connections (50; 200 only on a quiet machine, where a round still
 * completes requests). Paired rounds, the order rotated each round.
 * CPU per request counts Node and, on PostgreSQL, the backends of the bench's own database.
 * Targets: PostgreSQL's CPU per request at most 1.5x SQLite's, its throughput at least 0.7x.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSecondsOf, cpuSecondsOfAll } from './lib/cpu.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { median, range, round } from './lib/stats.ts';
import {
  backendCpu,
  benchDatabaseServer,
  createBenchDatabase,
  type BenchDatabase,
} from './lib/pg-database.ts';
import { ensureBuilt, startBuiltServer, type ServerProcess } from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';
import { makeSourceVideo, shareUploadedVideo, type SharedVideo } from './lib/shared-video.ts';
import { wrkMix, type MixRequest } from './lib/wrk-mix.ts';

const VIDEO_SECONDS = 20;
const WARMUP_SECONDS = 2;
const RANGE = 'bytes=0-65535';
const CPU_RATIO_TARGET = 1.5;
const THROUGHPUT_RATIO_TARGET = 0.7;

type Side = 'sqlite' | 'postgres';

interface SideSetup {
  side: Side;
  web: ServerProcess;
  shared: SharedVideo;
  database?: BenchDatabase;
}

interface Sample {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  cpuMs: number;
  /** Of the server CPU, the PostgreSQL backends' part (0 on SQLite). */
  databaseCpuMs: number;
  clientCores: number;
}

function mixOf(shared: SharedVideo): MixRequest[] {
  const gate = { Cookie: `${shared.gateCookie.name}=${shared.gateCookie.value}` };
  return [
    { path: `/share/${shared.link}`, headers: { ...gate, 'Accept-Encoding': 'gzip' } },
    { path: `/api/share/${shared.link}`, headers: gate },
    { path: `/media/share/${shared.link}/video`, headers: { ...gate, Range: RANGE } },
    { path: '/api/videos', headers: { Cookie: shared.advisorCookie } },
  ];
}

/** Shares a video through a whole server (the worker makes its MP4), then serves it web-only. */
async function setUp(side: Side, dir: string, source: string): Promise<SideSetup> {
  const dataDir = path.join(dir, side);
  const database =
    side === 'postgres' ? await createBenchDatabase(benchDatabaseServer()) : undefined;
  const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
  const whole = await startBuiltServer(dataDir, { env });
  let shared: SharedVideo;
  try {
    console.error(`bench: ${side}: sharing a ${VIDEO_SECONDS} s video`);
    shared = await shareUploadedVideo(whole.url, dataDir, source, VIDEO_SECONDS);
  } finally {
    await whole.stop();
  }
  // Web only: the worker's polling of the job queue would count as the requests' CPU.
  const web = await startBuiltServer(dataDir, { role: 'web', env });
  return { side, web, shared, ...(database ? { database } : {}) };
}

async function measure(
  setup: SideSetup,
  options: { connections: number; seconds: number; dir: string },
) {
  const run = (seconds: number) =>
    wrkMix({
      origin: setup.web.url,
      requests: mixOf(setup.shared),
      connections: options.connections,
      threads: 2,
      seconds,
      scriptDir: options.dir,
    });
  // Fills the pool: the backends counted after are those that do the work.
  await run(WARMUP_SECONDS);
  const before = setup.database ? await backendCpu(setup.database) : { pids: [], seconds: 0 };
  const nodeBefore = cpuSecondsOf(setup.web.pid);
  const figures = await run(options.seconds);
  const nodeSeconds = cpuSecondsOf(setup.web.pid) - nodeBefore;
  const after = setup.database ? await backendCpu(setup.database) : { pids: [], seconds: 0 };
  const newPids = after.pids.filter((pid) => !before.pids.includes(pid));
  const dbSeconds = cpuSecondsOfAll(before.pids) + cpuSecondsOfAll(newPids) - before.seconds;
  const sample: Sample = {
    requests: figures.requests,
    rps: figures.rps,
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    cpuMs: ((nodeSeconds + dbSeconds) * 1000) / figures.requests,
    databaseCpuMs: (dbSeconds * 1000) / figures.requests,
    clientCores: figures.clientCpuSeconds / figures.seconds,
  };
  console.error(
    `bench: ${setup.side.padEnd(8)} ${Math.round(sample.rps)} req/s, p50 ` +
      `${sample.p50Ms.toFixed(0)} ms, p99 ${sample.p99Ms.toFixed(0)} ms, ` +
      `${sample.cpuMs.toFixed(3)} ms CPU/req (database ${sample.databaseCpuMs.toFixed(3)}), ` +
      `wrk ${sample.clientCores.toFixed(2)} cores`,
  );
  return sample;
}

export async function run(): Promise<BenchResult> {
  const rounds = positiveNumberEnv('BENCH_ROUNDS', 5);
  const seconds = positiveNumberEnv('BENCH_SECONDS', 10);
  const connections = positiveNumberEnv('BENCH_CONNECTIONS', 50);
  const loadAtStart = os.loadavg()[0] ?? 0;
  await ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-databases-'));
  const setups: SideSetup[] = [];
  try {
    const source = await makeSourceVideo(dir, { seconds: VIDEO_SECONDS, videoBitrate: '1500k' });
    setups.push(await setUp('sqlite', dir, source));
    setups.push(await setUp('postgres', dir, source));
    const samples = new Map<Side, Sample[]>([
      ['sqlite', []],
      ['postgres', []],
    ]);
    for (let r = 0; r < rounds; r += 1) {
      const order = r % 2 === 0 ? setups : [...setups].reverse();
      for (const setup of order) {
        samples.get(setup.side)?.push(await measure(setup, { connections, seconds, dir }));
      }
    }
    const sqlite = samples.get('sqlite') ?? [];
    const postgres = samples.get('postgres') ?? [];
    const cpuRatios = postgres.map((s, i) => s.cpuMs / (sqlite[i]?.cpuMs ?? NaN));
    const rpsRatios = postgres.map((s, i) => s.rps / (sqlite[i]?.rps ?? NaN));
    const figures: Record<string, number | string> = {
      rounds,
      seconds_per_measurement: seconds,
      connections,
      load_avg_1m_start: round(loadAtStart, 1),
    };
    for (const [side, list] of samples) {
      Object.assign(figures, {
        [`${side}_rps`]: Math.round(median(list.map((s) => s.rps))),
        [`${side}_rps_range`]: range(list.map((s) => s.rps)),
        [`${side}_p50_ms`]: round(median(list.map((s) => s.p50Ms)), 1),
        [`${side}_p99_ms`]: round(median(list.map((s) => s.p99Ms)), 1),
        [`${side}_cpu_ms_per_request`]: round(median(list.map((s) => s.cpuMs)), 3),
        [`${side}_cpu_ms_range`]: range(list.map((s) => s.cpuMs)),
        [`${side}_database_cpu_ms_per_request`]: round(median(list.map((s) => s.databaseCpuMs)), 3),
        [`${side}_client_cores`]: round(median(list.map((s) => s.clientCores))),
        // A round that completed few requests (an overloaded machine) is no figure.
        [`${side}_fewest_requests_in_a_round`]: Math.min(...list.map((s) => s.requests)),
      });
    }
    Object.assign(figures, {
      cpu_ratio_postgres_to_sqlite: round(median(cpuRatios)),
      cpu_ratio_range: range(cpuRatios),
      throughput_ratio_postgres_to_sqlite: round(median(rpsRatios)),
      throughput_ratio_range: range(rpsRatios),
      load_avg_1m_end: round(os.loadavg()[0] ?? 0, 1),
    });
    const cpuMet = median(cpuRatios) <= CPU_RATIO_TARGET;
    const rpsMet = median(rpsRatios) >= THROUGHPUT_RATIO_TARGET;
    return {
      name: 'databases',
      figures,
      notes: [
        `CPU per request, PostgreSQL over SQLite, target <= ${CPU_RATIO_TARGET}: ` +
          `${cpuMet ? 'met' : 'MISSED'}; throughput ratio, target >= ` +
          `${THROUGHPUT_RATIO_TARGET}: ${rpsMet ? 'met' : 'MISSED'} (medians of per-round ratios)`,
        `mix, round-robin on every connection: GET /share/:link (gzip), GET /api/share/:link, ` +
          `GET /media/share/:link/video with Range ${RANGE}, all with the gate cookie, and ` +
          `GET /api/videos with the advisor's session`,
        `wrk: ${connections} connections, 2 threads, ${WARMUP_SECONDS} s warm-up then ` +
          `${seconds} s, against one --role=web process per database; ${rounds} rounds, the ` +
          `order rotated each round; client_cores = wrk's CPU over wall time`,
        `CPU = the web process, plus on PostgreSQL the backends of the bench's own database ` +
          `(the server is shared; other databases' backends are not counted)`,
        `load average ${loadAtStart.toFixed(1)} at start on ${os.cpus().length} CPUs; every ` +
          `process (wrk, Node, PostgreSQL) shares those cores`,
      ],
    };
  } finally {
    for (const setup of setups) {
      await setup.web.stop();
      await setup.database?.drop();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
