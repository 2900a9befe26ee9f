import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { closeUploadAgent, makePayload, openRealUpload, sendChunks } from './lib/tus-upload.ts';

const BARE_SERVER = path.join(ROOT, 'bench', 'lib', 'bare-upload-server.ts');
const ROUNDS = 3;
const MB = 1024 * 1024;

function uploadBytes(): number {
  const raw = process.env.BENCH_UPLOAD_MB ?? '1024';
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 1)
    throw new Error(`BENCH_UPLOAD_MB must be whole MB, got ${raw}`);
  return mb * MB;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

export async function run(): Promise<BenchResult> {
  await ensureBuilt();
  const size = uploadBytes();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-bench-upload-'));
  const servers: ServerProcess[] = [];
  try {
    console.error(`bench: writing a ${size / MB} MB payload`);
    const payload = makePayload(dir, size);
    const dataDir = path.join(dir, 'data');
    const real = await startBuiltServer(dataDir);
    servers.push(real);
    const barePort = await freePort();
    const bare = await startServer(['--import', 'tsx', BARE_SERVER, String(barePort), dir], {
      port: barePort,
      cwd: ROOT,
    });
    servers.push(bare);

    const bareSeconds: number[] = [];
    const realSeconds: number[] = [];
    const rssGrowth: number[] = [];
    // Alternating the two keeps machine drift (page cache, other load) from favouring one.
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.error(`bench: round ${round} of ${ROUNDS}`);
      bareSeconds.push(await sendChunks(`${bare.url}/upload`, payload.file, size, {}));
      const upload = await openRealUpload(real, size, payload.sha256);
      const before = rssOf(real.pid);
      const peak = watchPeakRss(real.pid);
      try {
        realSeconds.push(await sendChunks(upload.url, payload.file, size, upload.headers));
      } finally {
        // A running sampler would keep the bench alive after a failed upload.
        rssGrowth.push(peak.stop() - before);
      }
      const stored = path.join(dataDir, 'blobs', 'videos', upload.videoId, 'original');
      if (fs.statSync(stored).size !== size) throw new Error('the stored original is incomplete');
      fs.rmSync(stored);
    }
    const realMbps = size / MB / median(realSeconds);
    const bareMbps = size / MB / median(bareSeconds);
    return {
      name: 'upload',
      figures: {
        upload_mb: size / MB,
        real_mb_per_s: round(realMbps, 1),
        bare_mb_per_s: round(bareMbps, 1),
        throughput_ratio: round(realMbps / bareMbps, 3),
        peak_rss_growth_mb: round(Math.max(...rssGrowth) / MB, 1),
      },
      notes: [
        'ratio = real (tus through /api/uploads, hashed and stored) / bare node:http piping the same 8 MB PATCHes to disk; target >= 0.8',
        `median of ${ROUNDS} alternating rounds; the real time includes the final hash check and the move into the blob store`,
        'peak_rss_growth_mb = highest RSS sampled every 50 ms during an upload minus RSS just before it; target <= 64',
        `client and servers share this machine's ${os.cpus().length} cores`,
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    closeUploadAgent();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
