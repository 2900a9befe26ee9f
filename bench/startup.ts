/**
 * Starts the built server N times in a row (BENCH_STARTS, 50 by default) and times the first
 * healthy /healthz: wall time and the CPU seconds the process used to get there, with where
 * the time went (to 'database ready', to 'running') read from its own log. Each round starts
 * it on an empty data folder and on a copy of the library bench's database (10,000 videos,
 * bench/lib/library-database.ts; BENCH_STARTUP_LIBRARY=0 skips it), next to a bare node:http
 * server started the same way, so the ratio says what Briefcast adds over Node itself on this
 * machine at this moment. A start that never becomes healthy is counted and its last log lines
 * kept. Targets: healthy in 1.5 s or less on an empty folder, 2 s or less on the library.
 * BENCH_BEFORE_SERVER may name another build's main.js (an earlier commit's, built elsewhere),
 * started in the same rounds on the same folders, for a before-and-after under the same load.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSecondsOf } from './lib/cpu.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { seedLibraryDatabase } from './lib/library-database.ts';
import { BUILT_SERVER, ensureBuilt, freePort, ROOT, startBuiltServer } from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';

const HEALTHY_WITHIN_MS = 30_000;
const POLL_MS = 20;
const TARGET_SECONDS = { empty: 1.5, library: 2 } as const;
const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

interface Start {
  healthy: boolean;
  wallSeconds: number;
  cpuSeconds: number;
  /** From spawn to the log line of each phase, in seconds. */
  phases: Record<string, number>;
  failure?: string;
}

/** Log lines (by how their message begins) that end a phase of the start. */
const PHASES: Record<string, string> = {
  'database ready': 'to database ready',
  'Briefcast is running': 'to listening',
};

async function healthyWithin(url: string, exited: () => boolean, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline && !exited()) {
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/** A fresh data folder: empty, or a copy of `template`. Removed after the start. */
function dataFolder(template: string | undefined): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-startup-'));
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

async function startOnce(
  args: string[],
  env: Record<string, string>,
  template?: string,
): Promise<Start> {
  const dataDir = dataFolder(template);
  const port = await freePort();
  const began = Date.now();
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const healthy = await healthyWithin(`http://127.0.0.1:${port}`, exited, HEALTHY_WITHIN_MS);
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const cpuSeconds = cpuSecondsOf(child.pid ?? 0);
  if (!exited()) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(force);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const phases: Record<string, number> = {};
  for (const line of log.split('\n')) {
    try {
      const entry = JSON.parse(line) as { msg?: string; time?: number };
      const key = Object.keys(PHASES).find((begins) => entry.msg?.startsWith(begins));
      const phase = key && PHASES[key];
      if (phase && entry.time) phases[phase] = (entry.time - began) / 1000;
    } catch {
      // not a log line of ours
    }
  }
  return {
    healthy,
    wallSeconds,
    cpuSeconds,
    phases,
    ...(healthy
      ? {}
      : {
          failure: `port ${port}, exit ${child.exitCode ?? child.signalCode}: ${log.slice(-600)}`,
        }),
  };
}

/**
 * A data folder holding the library bench's database, made by this build's server (its
 * migrations, its key) and seeded while it ran, then stopped: every start copies it.
 */
async function libraryTemplate(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-startup-library-'));
  const server = await startBuiltServer(dataDir);
  try {
    await seedLibraryDatabase(server.url, dataDir, Date.now());
  } finally {
    await server.stop();
  }
  return dataDir;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN) : NaN;
};
const round = (value: number) => Number(value.toFixed(3));

/** The figures of one series of starts, each name prefixed with `label`. */
function figuresOf(label: string, starts: Start[]): Record<string, number> {
  const healthy = starts.filter((start) => start.healthy);
  const figures: Record<string, number> = {
    [`${label}: healthy starts`]: healthy.length,
    [`${label}: median s to healthy`]: round(median(healthy.map((s) => s.wallSeconds))),
    [`${label}: worst s to healthy`]: round(Math.max(...healthy.map((s) => s.wallSeconds))),
    [`${label}: median CPU-s to healthy`]: round(median(healthy.map((s) => s.cpuSeconds))),
  };
  for (const phase of Object.values(PHASES)) {
    const times = healthy.flatMap((start) => start.phases[phase] ?? []);
    if (times.length > 0) figures[`${label}: median s ${phase}`] = round(median(times));
  }
  return figures;
}

export async function run(): Promise<BenchResult> {
  await ensureBuilt();
  const starts = positiveNumberEnv('BENCH_STARTS', 50);
  const withLibrary = process.env.BENCH_STARTUP_LIBRARY !== '0';
  const beforeServer = process.env.BENCH_BEFORE_SERVER;
  const template = withLibrary ? await libraryTemplate() : undefined;
  const folders = { empty: undefined, ...(template ? { library: template } : {}) };
  const series = new Map<string, Start[]>();
  const record = (label: string, start: Start) =>
    series.set(label, [...(series.get(label) ?? []), start]);
  // Info, for the phases' log lines.
  const logged = { LOG_LEVEL: 'info' };
  try {
    for (let i = 0; i < starts; i++) {
      record('bare node:http', await startOnce(['-e', BARE_SERVER], {}));
      for (const [folder, from] of Object.entries(folders)) {
        if (beforeServer)
          record(`before, ${folder}`, await startOnce([beforeServer], logged, from));
        const start = await startOnce([BUILT_SERVER], logged, from);
        record(`after, ${folder}`, start);
        const shown = start.healthy ? `${start.wallSeconds.toFixed(2)} s` : 'NEVER HEALTHY';
        console.error(
          `start ${i + 1}/${starts}, ${folder}: ${shown}, ${start.cpuSeconds.toFixed(2)} CPU-s`,
        );
      }
    }
  } finally {
    if (template) fs.rmSync(template, { recursive: true, force: true });
  }
  const figures: Record<string, number | string> = {
    starts,
    'load average at end': round(os.loadavg()[0] ?? 0),
  };
  for (const [label, list] of series) Object.assign(figures, figuresOf(label, list));
  const bareWall = median((series.get('bare node:http') ?? []).map((s) => s.wallSeconds));
  for (const folder of Object.keys(folders) as Array<keyof typeof TARGET_SECONDS>) {
    const list = series.get(`after, ${folder}`) ?? [];
    const wall = median(list.filter((s) => s.healthy).map((s) => s.wallSeconds));
    figures[`after, ${folder}: ratio to bare node:http (wall)`] = round(wall / bareWall);
    const allHealthy = list.every((start) => start.healthy);
    figures[`after, ${folder}: target <= ${TARGET_SECONDS[folder]} s`] =
      allHealthy && wall <= TARGET_SECONDS[folder] ? 'MET' : 'NOT MET';
  }
  return {
    name: 'startup',
    figures,
    notes: [...series].flatMap(([label, list]) =>
      list.flatMap((start, i) =>
        start.failure ? [`${label}, start ${i + 1}: ${start.failure}`] : [],
      ),
    ),
  };
}
