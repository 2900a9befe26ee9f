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
import { formatSpread, median, pairedRatios } from './lib/paired.ts';
import type { BenchResult } from './lib/report.ts';
import { rssOf, watchPeakRss } from './lib/rss.ts';
import { closeUploadAgent, makePayload, openRealUpload } from './lib/tus-upload.ts';

const BARE_SERVER = path.join(ROOT, 'bench', 'lib', 'bare-upload-server.ts');
const MB = 1024 * 1024;
const GIB = 1024 * MB;
/** The PWA's smallest PATCH (a slow link): what every request costs apart from its bytes. */
const SMALL_PATCH_BYTES = 256 * 1024;
const SMALL_PATCHES_MB = 64;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

interface Side {
  seconds: number[];
  serverCpu: number[];
  clientCpu: number[];
  rssGrowth: number[];
  /** Server CPU-seconds of SMALL_PATCHES_MB sent in SMALL_PATCH_BYTES PATCHes. */
  smallPatchesCpu: number[];
}

const emptySide = (): Side => ({
  seconds: [],
  serverCpu: [],
  clientCpu: [],
  rssGrowth: [],
  smallPatchesCpu: [],
});

/** One upload through curl, with the server's CPU seconds (every thread) and peak RSS growth. */
async function measured(server: ServerProcess, send: () => Promise<CurlRun>, into: Side) {
  const before = cpuSecondsOf(server.pid);
  const rssBefore = rssOf(server.pid);
  const peak = watchPeakRss(server.pid);
  try {
    const run = await send();
    into.seconds.push(run.seconds);
    into.clientCpu.push(run.cpuSeconds);
    into.serverCpu.push(cpuSecondsOf(server.pid) - before);
  } finally {
    // A running sampler would keep the bench alive after a failed upload.
    into.rssGrowth.push(peak.stop() - rssBefore);
  }
}

/** A Briefcast build: its upload (made as Save makes it), checked and removed once stored. */
async function realUpload(
  server: ServerProcess,
  dataDir: string,
  payload: { sha256: string; size: number; parts: string[] },
  into: Side,
) {
  const upload = await openRealUpload(server, payload.size, payload.sha256);
  await measured(server, () => curlPatches(upload.url, payload.parts, upload.headers), into);
  const stored = path.join(dataDir, 'blobs', 'videos', upload.videoId, 'original');
  if (fs.statSync(stored).size !== payload.size)
    throw new Error('the stored original is incomplete');
  fs.rmSync(stored);
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
    const smallDir = path.join(dir, 'small');
    fs.mkdirSync(smallDir);
    const smallPayload = makePayload(smallDir, SMALL_PATCHES_MB * MB);
    const small = {
      sha256: smallPayload.sha256,
      size: SMALL_PATCHES_MB * MB,
      parts: splitIntoPatches(
        smallPayload.file,
        SMALL_PATCHES_MB * MB,
        path.join(smallDir, 'patches'),
        SMALL_PATCH_BYTES,
      ),
    };
    const dataDir = path.join(dir, 'data');
    const real = await startBuiltServer(dataDir);
    servers.push(real);
    const beforeMain = process.env.BENCH_BEFORE_SERVER;
    const beforeDataDir = path.join(dir, 'before-data');
    const before = beforeMain
      ? await startBuiltServer(beforeDataDir, { main: beforeMain })
      : undefined;
    if (before) servers.push(before);
    const barePort = await freePort();
    const bare = await startServer(['--import', 'tsx', BARE_SERVER, String(barePort), dir], {
      port: barePort,
      cwd: ROOT,
    });
    servers.push(bare);

    const bareSide = emptySide();
    const realSide = emptySide();
    const beforeSide = emptySide();
    const rounds = positiveNumberEnv('BENCH_ROUNDS', 11);
    const loadAtStart = os.loadavg()[0] ?? 0;
    const sent = { sha256: payload.sha256, size, parts };
    // Alternating keeps machine drift (page cache, other load) from favouring one of them.
    const uploads: (() => Promise<void>)[] = [
      async () => {
        const expect = { 'Upload-Length': String(size), 'Upload-Sha256': payload.sha256 };
        await measured(bare, () => curlPatches(`${bare.url}/upload`, parts, expect), bareSide);
        // Each side's file is gone before the next side writes, as the product's blob is.
        fs.rmSync(path.join(dir, 'bare-upload'));
      },
      ...(before ? [() => realUpload(before, beforeDataDir, sent, beforeSide)] : []),
      () => realUpload(real, dataDir, sent, realSide),
    ];
    for (let round = 1; round <= rounds; round += 1) {
      console.error(`bench: round ${round} of ${rounds}`);
      // Each round starts with another side: the one after a 1 GiB write shares the disk and
      // CPU with its writeback.
      for (let turn = 0; turn < uploads.length; turn += 1) {
        await uploads[(round + turn) % uploads.length]?.();
      }
      for (const [server, side, data] of [
        [real, realSide, dataDir],
        ...(before ? [[before, beforeSide, beforeDataDir] as const] : []),
      ] as const) {
        const cpu = emptySide();
        await realUpload(server, data, small, cpu);
        side.smallPatchesCpu.push(...cpu.serverCpu);
      }
    }
    const mbPerSecond = (side: Side) => size / MB / median(side.seconds);
    const perGib = (values: number[]) => median(values) / (size / GIB);
    const figuresOf = (label: string, side: Side) => ({
      [`${label}_mb_per_s`]: round(mbPerSecond(side), 1),
      [`${label}_throughput_ratio`]: round(mbPerSecond(side) / mbPerSecond(bareSide), 3),
      [`${label}_server_cpu_s_per_gib`]: round(perGib(side.serverCpu), 2),
      [`${label}_cpu_ratio`]: formatSpread(pairedRatios(side.serverCpu, bareSide.serverCpu)),
      [`${label}_throughput_ratio_paired`]: formatSpread(
        pairedRatios(bareSide.seconds, side.seconds),
      ),
      [`${label}_curl_cpu_s_per_gib`]: round(perGib(side.clientCpu), 2),
      [`${label}_ms_cpu_per_256k_patch`]: round(
        (median(side.smallPatchesCpu) * 1000) / small.parts.length,
        2,
      ),
      [`${label}_peak_rss_growth_mb_per_gib`]: round(
        Math.max(...side.rssGrowth) / MB / (size / GIB),
        1,
      ),
    });
    return {
      name: 'upload',
      figures: {
        upload_mb: size / MB,
        patch_mb: Math.min(size, BENCH_PATCH_BYTES) / MB,
        ...figuresOf('real', realSide),
        ...(before ? figuresOf('before', beforeSide) : {}),
        bare_mb_per_s: round(mbPerSecond(bareSide), 1),
        bare_server_cpu_s_per_gib: round(perGib(bareSide.serverCpu), 2),
        bare_curl_cpu_s_per_gib: round(perGib(bareSide.clientCpu), 2),
        bare_peak_rss_growth_mb_per_gib: round(
          Math.max(...bareSide.rssGrowth) / MB / (size / GIB),
          1,
        ),
      },
      notes: [
        "throughput_ratio = real (tus through /api/uploads: session, ownership, offsets, container sniff, sha256 while streaming, size and hash check, move into the blob store) / bare node:http piping the same PATCHes to disk and hashing them with sha256 (checked against the payload's at the end); target >= 0.8",
        `median of ${rounds} rounds, each starting with the next side; the client is curl (native), its CPU per GiB shown beside the servers'; the bare server's MB/s through the same curl bounds what the client allows`,
        "cpu_ratio = server CPU-s over the bare server's in the same round, as median (lowest–highest) of the rounds: the figure a busy machine disturbs least; target <= 1.15",
        '_paired figures are per-round ratios like cpu_ratio; the others are ratios of medians',
        'each upload writes a new file (the bare server too) and the file is removed after its round',
        ...(before ? [`before = ${beforeMain}, measured in the same rounds`] : []),
        'server CPU = user + system seconds of the whole process (every thread), from /proc',
        `ms_cpu_per_256k_patch = server CPU of a ${SMALL_PATCHES_MB} MB upload sent in 256 KB PATCHes (the PWA's smallest), per PATCH: sessions, ownership, lock, tus and the database on every request, besides the bytes`,
        'peak_rss_growth_mb_per_gib = highest RSS sampled every 50 ms during an upload minus RSS just before it, per GiB; target <= 64',
        `client and servers share this machine's ${os.cpus().length} cores; 1-minute load average ${loadAtStart.toFixed(2)} at start, ${(os.loadavg()[0] ?? 0).toFixed(2)} at the end`,
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    closeUploadAgent();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
