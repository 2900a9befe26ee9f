import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The largest PATCH the PWA sends on a fast link (pwa/sync/chunk-size.ts): the bench sends
 * what an advisor on a good connection would.
 */
export const BENCH_PATCH_BYTES = 64 * 1024 * 1024;

/**
 * The payload cut into files of one PATCH each, because curl sends whole files: made once and
 * read from the page cache in every round, by both servers alike.
 */
export function splitIntoPatches(
  file: string,
  size: number,
  dir: string,
  patchBytes = BENCH_PATCH_BYTES,
): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const parts: string[] = [];
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.allocUnsafe(patchBytes);
  try {
    for (let offset = 0; offset < size; offset += patchBytes) {
      const length = fs.readSync(fd, buffer, 0, Math.min(patchBytes, size - offset), offset);
      const part = path.join(dir, `patch-${String(parts.length).padStart(4, '0')}`);
      fs.writeFileSync(part, buffer.subarray(0, length));
      parts.push(part);
    }
  } finally {
    fs.closeSync(fd);
  }
  return parts;
}

export interface CurlRun {
  seconds: number;
  /** curl's own user + system CPU time. */
  cpuSeconds: number;
}

/**
 * Sends the parts as consecutive PATCHes at their offsets with one curl (a native client, so
 * the load client is not what limits the figures), over one kept-alive connection. Every
 * answer must be 204.
 */
export async function curlPatches(
  url: string,
  parts: string[],
  headers: Record<string, string>,
): Promise<CurlRun> {
  const args: string[] = [];
  let offset = 0;
  for (const part of parts) {
    if (args.length > 0) args.push('--next');
    args.push('--silent', '--show-error', '-o', '/dev/null', '-w', '%{http_code}\\n');
    args.push('-X', 'PATCH', '-T', part, '-H', 'Expect:');
    const all = {
      ...headers,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    };
    for (const [name, value] of Object.entries(all)) args.push('-H', `${name}: ${value}`);
    args.push(url);
    offset += fs.statSync(part).size;
  }
  // GNU time reports curl's CPU time; curl's own figures do not include it.
  const timing = path.join(path.dirname(parts[0] ?? '.'), 'curl-time');
  const started = process.hrtime.bigint();
  const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', timing, 'curl', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const statuses = out.trim().split('\n');
  if (code !== 0 || statuses.some((status) => status !== '204')) {
    throw new Error(`curl exited ${code}, answers ${statuses.join(' ')}: ${err}`);
  }
  const [user = 0, system = 0] = fs.readFileSync(timing, 'utf8').trim().split(' ').map(Number);
  return { seconds, cpuSeconds: user + system };
}
