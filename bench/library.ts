/**
 * GET /api/videos for an advisor with 100,000 videos (BENCH_LIBRARY_VIDEOS) and ten viewer
 * events a video, and the compliance queue (GET /api/compliance/videos) over every advisor's
 * videos, on SQLite and PostgreSQL in the same run: the same rows in both (seeded into SQLite,
 * then copied), each case loaded by wrk at moderate load (BENCH_CONNECTIONS, 4 by default),
 * the two databases in paired rounds with their order rotated. Server CPU per request counts the
 * Node process and, on PostgreSQL, the database's backends.
 * Targets at 100,000 videos on both: at most 4 ms of server CPU per request for the first page
 * and search, and p99 at most 50 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { sqliteFile } from '../server/db/connect.ts';
import type { VideosPage } from '../shared/api/videos.ts';
import { cpuSecondsOf, cpuSecondsOfAll } from './lib/cpu.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { median, range, round } from './lib/stats.ts';
import { copyLibraryToPostgres } from './lib/library-copy.ts';
import { explainLibrary, libraryRequest } from './lib/library-query.ts';
import { ABSENT_WORD, RARE_TITLE_WORD, SPAN_DAYS } from './lib/library-seed.ts';
import { seedLibraryDatabase, signUp, type SignedUp } from './lib/library-database.ts';
import {
  backendCpu,
  benchDatabaseServer,
  createBenchDatabase,
  type BenchDatabase,
} from './lib/pg-database.ts';
import { ensureBuilt, startBuiltServer, type ServerProcess } from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';
import { wrkMix, type WrkMixFigures } from './lib/wrk-mix.ts';
import { DAY_MS } from '../shared/constants/time.ts';

const DEEP_PAGES = 20;
const WARMUP_SECONDS = 1;
const CPU_TARGET_MS = 4;
const P99_TARGET_MS = 50;

type Side = 'sqlite' | 'postgres';

interface SideSetup {
  side: Side;
  server: ServerProcess;
  advisor: SignedUp;
  /** The account with the compliance role (the second advisor). */
  reviewer: SignedUp;
  database?: BenchDatabase;
}

interface Case {
  name: string;
  what: string;
  /** Path and query; `cursor` is filled in per side. */
  path: string;
  as: 'advisor' | 'reviewer';
  /** Whether the 4 ms and 50 ms targets apply. */
  targeted: boolean;
}

interface Sample {
  cpuMs: number;
  p50Ms: number;
  p99Ms: number;
  rps: number;
  clientCores: number;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function sides(): Side[] {
  const raw = process.env.BENCH_LIBRARY_DATABASES ?? 'sqlite,postgres';
  const list = raw.split(',').map((s) => s.trim());
  for (const s of list) {
    if (s !== 'sqlite' && s !== 'postgres') {
      throw new Error(`BENCH_LIBRARY_DATABASES: sqlite and/or postgres, got "${raw}"`);
    }
  }
  return list as Side[];
}

async function getJson<T>(setup: SideSetup, urlPath: string, who: SignedUp): Promise<T> {
  const res = await fetch(setup.server.url + urlPath, { headers: { Cookie: who.cookie } });
  if (res.status !== 200) throw new Error(`${setup.side} ${urlPath}: ${res.status}`);
  return (await res.json()) as T;
}

/** Follows nextCursor `pages` times from the first page: the cursor a scrolling advisor holds. */
async function deepCursor(setup: SideSetup, pages: number): Promise<string> {
  let cursor: string | null = null;
  for (let i = 0; i < pages; i += 1) {
    const query: string = cursor ? `?cursor=${cursor}` : '';
    const page = await getJson<VideosPage>(setup, `/api/videos${query}`, setup.advisor);
    if (!page.nextCursor) throw new Error(`the library ended after ${i + 1} pages`);
    cursor = page.nextCursor;
  }
  if (!cursor) throw new Error('no cursor');
  return cursor;
}

/** The compliance role, granted as `npm run admin -- grant-compliance` does. */
async function grantCompliance(setup: SideSetup, dataDir: string): Promise<void> {
  const text = `update advisors set role = 'compliance' where id = $1`;
  if (setup.database) {
    const client = new pg.Client({ connectionString: setup.database.url });
    await client.connect();
    await client.query(text, [setup.reviewer.id]).finally(() => client.end());
    return;
  }
  const sqlite = new SqliteDatabase(sqliteFile(dataDir));
  try {
    sqlite.prepare(text.replace('$1', '?')).run(setup.reviewer.id);
  } finally {
    sqlite.close();
  }
}

/** Server CPU seconds so far: Node, plus this database's backends on PostgreSQL. */
async function serverCpu(setup: SideSetup): Promise<{ seconds: number; pids: number[] }> {
  const node = cpuSecondsOf(setup.server.pid);
  if (!setup.database) return { seconds: node, pids: [] };
  const backends = await backendCpu(setup.database);
  return { seconds: node + backends.seconds, pids: backends.pids };
}

async function measure(
  setup: SideSetup,
  c: Case,
  connections: number,
  seconds: number,
  scriptDir: string,
): Promise<Sample> {
  const who = c.as === 'advisor' ? setup.advisor : setup.reviewer;
  const options = {
    origin: setup.server.url,
    requests: [{ path: c.path, headers: { Cookie: who.cookie } }],
    connections,
    threads: 1,
    scriptDir,
  };
  // Warms the JIT and fills the pool, so the backends counted after are the ones that worked.
  await wrkMix({ ...options, seconds: WARMUP_SECONDS });
  const before = await serverCpu(setup);
  const figures: WrkMixFigures = await wrkMix({ ...options, seconds });
  const after = await serverCpu(setup);
  // A backend that appeared during the run counts whole (its start included: conservative).
  const newPids = after.pids.filter((pid) => !before.pids.includes(pid));
  const used =
    cpuSecondsOf(setup.server.pid) +
    cpuSecondsOfAll(before.pids) +
    cpuSecondsOfAll(newPids) -
    before.seconds;
  return {
    cpuMs: (used * 1000) / figures.requests,
    p50Ms: figures.p50Ms,
    p99Ms: figures.p99Ms,
    rps: figures.rps,
    clientCores: figures.clientCpuSeconds / figures.seconds,
  };
}

/** A ratio means something only if both databases answer the same thing. */
async function assertSameAnswers(setups: SideSetup[], c: Case): Promise<number | undefined> {
  const answers = await Promise.all(
    setups.map(async (setup) => {
      const who = c.as === 'advisor' ? setup.advisor : setup.reviewer;
      const page = await getJson<{ videos: Array<{ id: string }>; total?: number }>(
        setup,
        c.path,
        who,
      );
      return { ids: page.videos.map((v) => v.id).join(','), total: page.total };
    }),
  );
  const [first, ...rest] = answers;
  for (const other of rest) {
    if (other.ids !== first?.ids || other.total !== first.total) {
      throw new Error(`${c.name}: SQLite and PostgreSQL answer differently`);
    }
  }
  return first?.total;
}

async function setUpSqlite(videos: number, nowMs: number, dataDir: string) {
  const server = await startBuiltServer(dataDir);
  const seeded = await seedLibraryDatabase(server.url, dataDir, nowMs, videos);
  const setup: SideSetup = {
    side: 'sqlite',
    server,
    advisor: seeded.advisor,
    reviewer: seeded.other,
  };
  await grantCompliance(setup, dataDir);
  return { setup, seeded };
}

async function setUpPostgres(
  sqliteDir: string,
  sqliteIds: { advisor: string; other: string },
  dataDir: string,
): Promise<{ setup: SideSetup; copySeconds: number }> {
  const database = await createBenchDatabase(benchDatabaseServer());
  const server = await startBuiltServer(dataDir, { env: { DATABASE_URL: database.url } });
  const advisor = await signUp(server.url, 1);
  const reviewer = await signUp(server.url, 2);
  const start = performance.now();
  const ids = new Map([
    [sqliteIds.advisor, advisor.id],
    [sqliteIds.other, reviewer.id],
  ]);
  await copyLibraryToPostgres(sqliteFile(sqliteDir), database.url, ids);
  const copySeconds = (performance.now() - start) / 1000;
  console.error(`bench: copied the library into PostgreSQL in ${copySeconds.toFixed(1)} s`);
  const setup: SideSetup = { side: 'postgres', server, advisor, reviewer, database };
  await grantCompliance(setup, dataDir);
  return { setup, copySeconds };
}

function cases(nowMs: number): Case[] {
  const rangeFrom = nowMs - Math.floor(SPAN_DAYS / 2) * DAY_MS;
  const dates = `from=${day(rangeFrom)}&to=${day(rangeFrom + 30 * DAY_MS)}`;
  return [
    { name: 'first_page', what: 'first page', path: '/api/videos', as: 'advisor', targeted: true },
    {
      name: 'deep_page',
      what: `page ${DEEP_PAGES + 1} via nextCursor`,
      path: '/api/videos?cursor=',
      as: 'advisor',
      targeted: false,
    },
    {
      name: 'search_hit',
      what: `q=${RARE_TITLE_WORD} (about 2% of titles)`,
      path: `/api/videos?q=${RARE_TITLE_WORD}`,
      as: 'advisor',
      targeted: true,
    },
    {
      name: 'search_none',
      what: `q=${ABSENT_WORD} (no match)`,
      path: `/api/videos?q=${ABSENT_WORD}`,
      as: 'advisor',
      targeted: true,
    },
    {
      name: 'search_short',
      what: 'q=ir (2 letters: no trigram, every row read)',
      path: '/api/videos?q=ir',
      as: 'advisor',
      targeted: false,
    },
    {
      name: 'status',
      what: 'status=failed',
      path: '/api/videos?status=failed',
      as: 'advisor',
      targeted: false,
    },
    {
      name: 'date_range',
      what: dates,
      path: `/api/videos?${dates}`,
      as: 'advisor',
      targeted: false,
    },
    {
      name: 'queue_first_page',
      what: 'compliance queue, every advisor, first page',
      path: '/api/compliance/videos',
      as: 'reviewer',
      targeted: true,
    },
    {
      name: 'queue_unreviewed',
      what: 'compliance queue, filter=unreviewed',
      path: '/api/compliance/videos?filter=unreviewed',
      as: 'reviewer',
      targeted: false,
    },
  ];
}

/** The query plans SQLite chose for the library's page and count, for the notes. */
async function sqlitePlans(sqliteDir: string, advisorId: string): Promise<string[]> {
  const notes: string[] = [];
  for (const [name, params] of [
    ['first_page', {}],
    ['search_hit', { q: RARE_TITLE_WORD }],
    ['search_none', { q: ABSENT_WORD }],
  ] as const) {
    const plans = await explainLibrary(sqliteFile(sqliteDir), libraryRequest(advisorId, params));
    plans.forEach((p, i) =>
      notes.push(`sqlite ${name} ${i === 0 ? 'page' : 'count'} plan: ${p.plan.join(' / ')}`),
    );
  }
  return notes;
}

export async function run(): Promise<BenchResult> {
  const videos = positiveNumberEnv('BENCH_LIBRARY_VIDEOS', 100_000);
  const rounds = positiveNumberEnv('BENCH_ROUNDS', 3);
  const seconds = positiveNumberEnv('BENCH_SECONDS', 4);
  const connections = positiveNumberEnv('BENCH_CONNECTIONS', 4);
  const wanted = sides();
  const started = performance.now();
  const loadAtStart = os.loadavg()[0] ?? 0;
  await ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-library-'));
  const sqliteDir = path.join(dir, 'sqlite');
  const setups: SideSetup[] = [];
  try {
    const nowMs = Date.now();
    const sqlite = await setUpSqlite(videos, nowMs, sqliteDir);
    setups.push(sqlite.setup);
    const figures: Record<string, number | string> = {
      videos: sqlite.seeded.seeded.videos,
      other_advisor_videos: sqlite.seeded.otherSeeded.videos,
      viewer_events: sqlite.seeded.seeded.viewerEvents + sqlite.seeded.otherSeeded.viewerEvents,
      seed_seconds: round(sqlite.seeded.seedSeconds, 1),
      sqlite_db_mb: round(sqlite.seeded.dbBytes / 1e6, 1),
      connections,
      seconds_per_measurement: seconds,
      rounds,
      load_avg_1m_start: round(loadAtStart, 1),
    };
    if (wanted.includes('postgres')) {
      const pgSide = await setUpPostgres(
        sqliteDir,
        { advisor: sqlite.setup.advisor.id, other: sqlite.setup.reviewer.id },
        path.join(dir, 'postgres'),
      );
      setups.push(pgSide.setup);
      figures.postgres_copy_seconds = round(pgSide.copySeconds, 1);
    }
    const measured = setups.filter((s) => wanted.includes(s.side));

    const all = cases(nowMs);
    const cursorsBySide = new Map<Side, string>();
    for (const setup of measured)
      cursorsBySide.set(setup.side, await deepCursor(setup, DEEP_PAGES));
    const pathFor = (c: Case, side: Side) =>
      c.path.endsWith('cursor=') ? c.path + (cursorsBySide.get(side) ?? '') : c.path;

    const samples = new Map<string, Sample[]>();
    const notes: string[] = [];
    for (const c of all) {
      const total = await assertSameAnswers(measured, { ...c, path: pathFor(c, 'sqlite') });
      if (total !== undefined) figures[`${c.name}_total`] = total;
      for (let r = 0; r < rounds; r += 1) {
        // Rotated: each side goes first in every other round.
        const order = r % 2 === 0 ? measured : [...measured].reverse();
        for (const setup of order) {
          const sample = await measure(
            setup,
            { ...c, path: pathFor(c, setup.side) },
            connections,
            seconds,
            dir,
          );
          const key = `${c.name}_${setup.side}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
      for (const setup of measured) {
        const list = samples.get(`${c.name}_${setup.side}`) ?? [];
        const cpu = list.map((s) => s.cpuMs);
        const p99 = list.map((s) => s.p99Ms);
        const prefix = `${c.name}_${setup.side}`;
        Object.assign(figures, {
          [`${prefix}_cpu_ms`]: round(median(cpu)),
          [`${prefix}_cpu_ms_range`]: range(cpu),
          [`${prefix}_p99_ms`]: round(median(p99)),
          [`${prefix}_p99_ms_range`]: range(p99),
          [`${prefix}_p50_ms`]: round(median(list.map((s) => s.p50Ms))),
          [`${prefix}_rps`]: Math.round(median(list.map((s) => s.rps))),
          [`${prefix}_client_cores`]: round(median(list.map((s) => s.clientCores))),
        });
        if (c.targeted) {
          const ok = median(cpu) <= CPU_TARGET_MS && median(p99) <= P99_TARGET_MS;
          notes.push(
            `${c.name} on ${setup.side}: ${ok ? 'met' : 'MISSED'} (median ` +
              `${median(cpu).toFixed(2)} ms CPU, p99 ${median(p99).toFixed(1)} ms)`,
          );
        }
      }
      const [a, b] = measured;
      if (a && b) {
        const ratios = (samples.get(`${c.name}_${b.side}`) ?? []).map(
          (s, i) => s.cpuMs / (samples.get(`${c.name}_${a.side}`)?.[i]?.cpuMs ?? NaN),
        );
        figures[`${c.name}_cpu_ratio_${b.side}_to_${a.side}`] = round(median(ratios));
        figures[`${c.name}_cpu_ratio_range`] = range(ratios);
      }
      console.error(
        `bench: ${c.name} ` +
          measured
            .map(
              (s) =>
                `${s.side} ${figures[`${c.name}_${s.side}_cpu_ms`]} ms CPU p99 ` +
                `${figures[`${c.name}_${s.side}_p99_ms`]} ms`,
            )
            .join(' | '),
      );
    }
    figures.load_avg_1m_end = round(os.loadavg()[0] ?? 0, 1);
    figures.elapsed_seconds = round((performance.now() - started) / 1000, 1);
    return {
      name: 'library',
      figures,
      notes: [
        `targets at 100,000 videos: CPU per request <= ${CPU_TARGET_MS} ms and p99 <= ` +
          `${P99_TARGET_MS} ms for the first page, searches and the queue's first page`,
        ...notes,
        ...all.map((c) => `${c.name}: ${c.what}`),
        `each measurement: wrk, ${connections} connections, 1 thread, ${WARMUP_SECONDS} s ` +
          `warm-up then ${seconds} s; ${rounds} rounds, the databases' order rotated; figures ` +
          `are medians over rounds with their range; cpu_ms = server CPU per request (Node, ` +
          `plus the PostgreSQL backends of the bench's own database); client_cores = wrk's CPU ` +
          `over wall time (well under 1: the client had headroom)`,
        `the same rows in both databases: seeded into SQLite, copied into PostgreSQL, then ` +
          `ANALYZE there (SQLite gets none, as on a fresh install); every case's answer is ` +
          `checked to be the same on both before it is measured`,
        `load average ${loadAtStart.toFixed(1)} at start on ${os.cpus().length} CPUs`,
        ...(await sqlitePlans(sqliteDir, sqlite.setup.advisor.id)),
      ],
    };
  } finally {
    for (const setup of setups) {
      await setup.server.stop();
      await setup.database?.drop();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
