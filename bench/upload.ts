import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuSecondsOf } from './lib/cpu.ts';
import {
  BENCH_PATCH_BYTES,
  curlPatches,
  splitIntoPatches,
  type CurlRun,
} from './lib/curl-upload.ts';
import { positiveNumberEnv } from './lib/env.ts';
import {
  ensureBuilt,
  freePort,
  ROOT,
  startBuiltServer,
  startServer,
  type ServerProcess,
} from './lib/processes.ts';
import type { BenchResult } from './lib/report.ts';
import { rssOf, watchPeakRss } from './lib/rss.ts';
import { closeUploadAgent, makePayload, openRealUpload } from './lib/tus-upload.ts';

const BARE_SERVER = path.join(ROOT, 'bench', 'lib', 'bare-upload-server.ts');
const ROUNDS = 3;
const MB = 1024 * 1024;
const GIB = 1024 * MB;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

interface Side {
  seconds: number[];
  serverCpu: number[];
  clientCpu: number[];
}

/** One upload through curl, with the server's CPU seconds (every thread) spent on it. */
async function measured(server: ServerProcess, send: () => Promise<CurlRun>, into: Side) {
  const before = cpuSecondsOf(server.pid);
  const run = await send();
  into.seconds.push(run.seconds);
  into.clientCpu.push(run.cpuSeconds);
  into.serverCpu.push(cpuSecondsOf(server.pid) - before);
}

export async function run(): Promise<BenchResult> {
  await ensureBuilt();
  const size = positiveNumberEnv('BENCH_UPLOAD_MB', 1024) * MB;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-upload-'));
  const servers: ServerProcess[] = [];
  try {
    console.error(`bench: writing a ${size / MB} MB payload`);
    const payload = makePayload(dir, size);
    const parts = splitIntoPatches(payload.file, size, path.join(dir, 'patches'));
    const dataDir = path.join(dir, 'data');
    const real = await startBuiltServer(dataDir);
    servers.push(real);
    const barePort = await freePort();
    const bare = await startServer(['--import', 'tsx', BARE_SERVER, String(barePort), dir], {
      port: barePort,
      cwd: ROOT,
    });
    servers.push(bare);

    const bareSide: Side = { seconds: [], serverCpu: [], clientCpu: [] };
    const realSide: Side = { seconds: [], serverCpu: [], clientCpu: [] };
    const rssGrowth: number[] = [];
    // Alternating the two keeps machine drift (page cache, other load) from favouring one.
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.error(`bench: round ${round} of ${ROUNDS}`);
      await measured(bare, () => curlPatches(`${bare.url}/upload`, parts, {}), bareSide);
      const upload = await openRealUpload(real, size, payload.sha256);
      const before = rssOf(real.pid);
      const peak = watchPeakRss(real.pid);
      try {
        await measured(real, () => curlPatches(upload.url, parts, upload.headers), realSide);
      } finally {
        // A running sampler would keep the bench alive after a failed upload.
        rssGrowth.push(peak.stop() - before);
      }
      const stored = path.join(dataDir, 'blobs', 'videos', upload.videoId, 'original');
      if (fs.statSync(stored).size !== size) throw new Error('the stored original is incomplete');
      fs.rmSync(stored);
    }
    const mbPerSecond = (side: Side) => size / MB / median(side.seconds);
    const perGib = (values: number[]) => round(median(values) / (size / GIB), 2);
    return {
      name: 'upload',
      figures: {
        upload_mb: size / MB,
        patch_mb: Math.min(size, BENCH_PATCH_BYTES) / MB,
        real_mb_per_s: round(mbPerSecond(realSide), 1),
        bare_mb_per_s: round(mbPerSecond(bareSide), 1),
        throughput_ratio: round(mbPerSecond(realSide) / mbPerSecond(bareSide), 3),
        real_server_cpu_s_per_gib: perGib(realSide.serverCpu),
        bare_server_cpu_s_per_gib: perGib(bareSide.serverCpu),
        curl_cpu_s_per_gib_real: perGib(realSide.clientCpu),
        curl_cpu_s_per_gib_bare: perGib(bareSide.clientCpu),
        peak_rss_growth_mb_per_gib: round(Math.max(...rssGrowth) / MB / (size / GIB), 1),
      },
      notes: [
        'ratio = real (tus through /api/uploads: session, ownership, offsets, container sniff, sha256 while streaming, size and hash check, move into the blob store) / bare node:http piping the same PATCHes to disk; target >= 0.8',
        `median of ${ROUNDS} alternating rounds; the client is curl (native), its CPU per GiB shown beside the servers'`,
        'server CPU = user + system seconds of the whole process (every thread, the hash thread included), from /proc',
        'peak_rss_growth_mb_per_gib = highest RSS sampled every 50 ms during an upload minus RSS just before it, per GiB; target <= 64',
        `client and servers share this machine's ${os.cpus().length} cores`,
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    closeUploadAgent();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
