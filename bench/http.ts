import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure, type LoadFigures } from './lib/load.ts';
import {
  BUILT_PWA,
  ensureBuilt,
  freePort,
  ROOT,
  startBuiltServer,
  startServer,
  type ServerProcess,
} from './lib/processes.ts';
import { rawGet } from './lib/raw-get.ts';
import type { BenchResult } from './lib/report.ts';
import { positiveNumberEnv } from './lib/env.ts';

const BARE_SERVER = path.join(ROOT, 'bench', 'lib', 'bare-server.ts');
const WARMUP_SECONDS = 2;
const GZIP = { 'Accept-Encoding': 'gzip' };

/** The main bundle is the asset every visit downloads, so it is the one worth measuring. */
function largestMainBundle(): { file: string; urlPath: string; bytes: number } {
  const assets = path.join(BUILT_PWA, 'assets');
  const candidates = fs
    .readdirSync(assets)
    .filter((name) => /^index-.+\.js$/.test(name))
    .map((name) => ({ name, bytes: fs.statSync(path.join(assets, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = candidates[0];
  if (!largest) throw new Error(`no index-*.js in ${assets}`);
  return {
    file: path.join(assets, largest.name),
    urlPath: `/assets/${largest.name}`,
    bytes: largest.bytes,
  };
}

/** A ratio only means something if both servers put the same bytes on the wire. */
async function assertSameResponse(
  urlPath: string,
  headers: Record<string, string>,
  bare: ServerProcess,
  real: ServerProcess,
): Promise<number> {
  const [b, r] = await Promise.all([
    rawGet(bare.url + urlPath, headers),
    rawGet(real.url + urlPath, headers),
  ]);
  for (const res of [b, r]) if (res.status !== 200) throw new Error(`${urlPath}: ${res.status}`);
  for (const header of ['content-type', 'content-encoding']) {
    if (b.headers[header] !== r.headers[header]) {
      throw new Error(
        `${urlPath}: ${header} differs (bare ${b.headers[header]}, real ${r.headers[header]})`,
      );
    }
  }
  if (!b.body.equals(r.body)) throw new Error(`${urlPath}: bodies differ between bare and real`);
  return r.body.length;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function figuresFor(prefix: string, real: LoadFigures, bare: LoadFigures) {
  return {
    [`${prefix}_rps`]: Math.round(real.rps),
    [`${prefix}_bare_rps`]: Math.round(bare.rps),
    [`${prefix}_ratio`]: round(real.rps / bare.rps, 3),
    [`${prefix}_p99_ms`]: round(real.p99Ms, 2),
    [`${prefix}_bare_p99_ms`]: round(bare.p99Ms, 2),
  };
}

export async function run(): Promise<BenchResult> {
  const seconds = positiveNumberEnv('BENCH_SECONDS', 10);
  await ensureBuilt();
  const asset = largestMainBundle();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-'));
  const servers: ServerProcess[] = [];
  try {
    const real = await startBuiltServer(dataDir);
    servers.push(real);
    const barePort = await freePort();
    const bare = await startServer(
      ['--import', 'tsx', BARE_SERVER, String(barePort), asset.urlPath, asset.file],
      { port: barePort, cwd: ROOT },
    );
    servers.push(bare);

    await assertSameResponse('/healthz', {}, bare, real);
    const gzipBytes = await assertSameResponse(asset.urlPath, GZIP, bare, real);

    const load = { seconds, warmupSeconds: WARMUP_SECONDS };
    console.error(`bench: measuring 4 runs of ${WARMUP_SECONDS} s warm-up + ${seconds} s`);
    // Alternating bare and real on each endpoint keeps machine drift from favouring one side.
    const healthzBare = await measure({ ...load, url: `${bare.url}/healthz` });
    const healthzReal = await measure({ ...load, url: `${real.url}/healthz` });
    const assetBare = await measure({ ...load, url: bare.url + asset.urlPath, headers: GZIP });
    const assetReal = await measure({ ...load, url: real.url + asset.urlPath, headers: GZIP });

    return {
      name: 'http',
      figures: {
        ...figuresFor('healthz', healthzReal, healthzBare),
        ...figuresFor('asset', assetReal, assetBare),
      },
      notes: [
        `ratio = real / bare node:http answering the same bytes; 1.0 means no overhead`,
        `asset ${asset.urlPath}: ${asset.bytes} bytes, ${gzipBytes} gzipped (level 9)`,
        `${seconds} s per measurement after ${WARMUP_SECONDS} s warm-up, 50 connections, pipelining 1`,
        `the load generator (autocannon) runs on the same ${os.cpus().length} CPU cores as the ` +
          `server under test, so absolute rps understate a dedicated server; compare ratios`,
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
