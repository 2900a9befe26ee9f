import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ServerProcess } from './processes.ts';

/** The PWA's chunk size (pwa/sync/sync-engine.ts): one PATCH per 8 MB. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** A file that sniffs as WebM (EBML magic) followed by incompressible bytes, and its sha256. */
export function makePayload(dir: string, size: number): { file: string; sha256: string } {
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
export async function sendChunks(
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

/** Each server's bench advisor, signed up once: signups per address are limited per hour. */
const sessions = new Map<string, Promise<string>>();

async function signUp(real: ServerProcess): Promise<string> {
  const email = `bench.${randomBytes(4).toString('hex')}@example.com`;
  const signup = await fetch(`${real.url}/api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: real.url },
    body: JSON.stringify({
      advisorName: 'Bench Advisor',
      companyName: 'Bench Wealth',
      email,
      password: 'bench password',
      agreeToTerms: true,
    }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  return (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Saves a video declaring the payload and opens its upload, signed in: what Save does. */
export async function openRealUpload(real: ServerProcess, size: number, sha256: string) {
  const json = { 'Content-Type': 'application/json', Origin: real.url };
  let session = sessions.get(real.url);
  if (!session) {
    session = signUp(real);
    sessions.set(real.url, session);
  }
  const cookie = await session;
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

/** Lets the process exit: the kept-alive upload socket would hold it open. */
export function closeUploadAgent(): void {
  agent.destroy();
}
