import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
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

const BARE_SERVER = path.join(ROOT, 'bench', 'lib', 'bare-upload-server.ts');
/** The PWA's chunk size (pwa/sync/sync-engine.ts): one PATCH per 8 MB. */
const CHUNK_BYTES = 8 * 1024 * 1024;
const ROUNDS = 3;
const MB = 1024 * 1024;

function uploadBytes(): number {
  const raw = process.env.BENCH_UPLOAD_MB ?? '1024';
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 1)
    throw new Error(`BENCH_UPLOAD_MB must be whole MB, got ${raw}`);
  return mb * MB;
}

/** A file that sniffs as WebM (EBML magic) followed by incompressible bytes, and its sha256. */
function makePayload(dir: string, size: number): { file: string; sha256: string } {
  const file = path.join(dir, 'payload.webm');
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'w');
  for (let at = 0; at < size; at += CHUNK_BYTES) {
    const piece = randomBytes(Math.min(CHUNK_BYTES, size - at));
    if (at === 0) piece.set([0x1a, 0x45, 0xdf, 0xa3]);
    hash.update(piece);
    fs.writeSync(fd, piece);
  }
  fs.closeSync(fd);
  return { file, sha256: hash.digest('hex') };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends the payload in 8 MB PATCHes, as the PWA does; resolves to the seconds it took. */
async function sendChunks(
  url: string,
  file: string,
  size: number,
  headers: Record<string, string>,
) {
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.alloc(CHUNK_BYTES);
  const started = process.hrtime.bigint();
  try {
    for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
      const length = fs.readSync(fd, buffer, 0, Math.min(CHUNK_BYTES, size - offset), offset);
      const res = await request(
        url,
        'PATCH',
        {
          ...headers,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(length),
        },
        buffer.subarray(0, length),
      );
      if (res.status !== 204) throw new Error(`PATCH at ${offset}: ${res.status} ${res.text}`);
    }
  } finally {
    fs.closeSync(fd);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Signs up, saves a video declaring the payload, and opens its upload: what Save does. */
async function openRealUpload(real: ServerProcess, size: number, sha256: string) {
  const json = { 'Content-Type': 'application/json', Origin: real.url };
  const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
  const signup = await fetch(`${real.url}/api/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      advisorName: 'Bench Advisor',
      companyName: 'Bench Wealth',
      email,
      password: 'bench password',
      agreeToTerms: true,
    }),
  });
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const created = await fetch(`${real.url}/api/videos`, {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({
      title: 'Bench upload',
      durationSeconds: 60,
      captionsEnabled: true,
      includeProfilePicture: false,
      upload: { size, sha256, contentType: 'video/webm' },
    }),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { video } = (await created.json()) as { video: { id: string } };
  const headers = { 'Tus-Resumable': '1.0.0', Origin: real.url, Cookie: cookie };
  const upload = await request(`${real.url}/api/uploads`, 'POST', {
    ...headers,
    'Upload-Length': String(size),
    'Upload-Metadata': `videoId ${Buffer.from(video.id).toString('base64')}`,
  });
  if (upload.status !== 201) throw new Error(`tus create: ${upload.status} ${upload.text}`);
  return { url: `${real.url}${String(upload.headers.location)}`, headers, videoId: video.id };
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
    agent.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
