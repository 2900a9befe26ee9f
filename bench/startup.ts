/**
 * Starts the built server N times in a row (BENCH_STARTS, 50 by default), each on an empty data
 * folder, and times the first healthy /healthz: wall time and the CPU seconds the process used to
 * get there, with where the time went (to 'database ready', to 'running') read from its own log.
 * Each start is paired with a bare node:http server started the same way, so the ratio says what
 * Briefcast adds over Node itself on this machine at this moment. A start that never becomes
 * healthy is counted and its last log lines kept. Target: healthy in 1.5 s or less.
 * BENCH_BEFORE_SERVER may name another build's main.js (an earlier commit's, built elsewhere),
 * started in the same rounds, for a before-and-after taken under the same load.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSecondsOf } from './lib/cpu.ts';
import { positiveNumberEnv } from './lib/env.ts';
import { BUILT_SERVER, ensureBuilt, freePort, ROOT } from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';

const HEALTHY_WITHIN_MS = 30_000;
const POLL_MS = 20;
const TARGET_SECONDS = 1.5;
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

async function startOnce(args: string[], env: Record<string, string>): Promise<Start> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-startup-'));
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
      : { failure: `exit ${child.exitCode ?? child.signalCode}: ${log.slice(-600)}` }),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN) : NaN;
};
const round = (value: number) => Number(value.toFixed(3));

export async function run(): Promise<BenchResult> {
  await ensureBuilt();
  const starts = positiveNumberEnv('BENCH_STARTS', 50);
  const beforeServer = process.env.BENCH_BEFORE_SERVER;
  const product: Start[] = [];
  const bare: Start[] = [];
  const before: Start[] = [];
  for (let i = 0; i < starts; i++) {
    bare.push(await startOnce(['-e', BARE_SERVER], {}));
    if (beforeServer) before.push(await startOnce([beforeServer], { LOG_LEVEL: 'info' }));
    const start = await startOnce([BUILT_SERVER], { LOG_LEVEL: 'info' });
    product.push(start);
    const shown = start.healthy ? `${start.wallSeconds.toFixed(2)} s` : 'NEVER HEALTHY';
    console.error(`start ${i + 1}/${starts}: ${shown}, ${start.cpuSeconds.toFixed(2)} CPU-s`);
  }
  const healthy = product.filter((start) => start.healthy);
  const wall = median(healthy.map((start) => start.wallSeconds));
  const bareWall = median(bare.map((start) => start.wallSeconds));
  const figures: Record<string, number | string> = {
    starts,
    'healthy starts': healthy.length,
    'median s to healthy': round(wall),
    'worst s to healthy': round(Math.max(...healthy.map((start) => start.wallSeconds))),
    'median CPU-s to healthy': round(median(healthy.map((start) => start.cpuSeconds))),
    'bare node:http median s to healthy': round(bareWall),
    'bare node:http median CPU-s': round(median(bare.map((start) => start.cpuSeconds))),
    'ratio to bare node:http (wall)': round(wall / bareWall),
  };
  if (beforeServer) {
    const healthyBefore = before.filter((start) => start.healthy);
    figures['before: healthy starts'] = healthyBefore.length;
    figures['before: median s to healthy'] = round(median(healthyBefore.map((s) => s.wallSeconds)));
    figures['before: median CPU-s to healthy'] = round(
      median(healthyBefore.map((start) => start.cpuSeconds)),
    );
  }
  for (const phase of Object.values(PHASES)) {
    figures[`median s ${phase}`] = round(
      median(healthy.map((start) => start.phases[phase] ?? NaN)),
    );
  }
  figures[`target <= ${TARGET_SECONDS} s`] =
    healthy.length === starts && wall <= TARGET_SECONDS ? 'MET' : 'NOT MET';
  return {
    name: 'startup',
    figures,
    notes: product.flatMap((start, i) =>
      start.failure ? [`start ${i + 1}: ${start.failure}`] : [],
    ),
  };
}
