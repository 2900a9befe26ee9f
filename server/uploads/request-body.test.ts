import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestBody } from './request-body.ts';

const MB = 1024 * 1024;

interface Received {
  sha256: string;
  bytes: number;
  largestBatch: number;
}

/**
 * A real node:http server handing each request's body to `RequestBody` and reading it as a
 * slow store does: each batch is hashed only after a pause, then the next one is asked for.
 */
async function startServer(storeDelayMs: number) {
  const received: Received[] = [];
  const server = http.createServer(async (req, res) => {
    const body = new RequestBody(req);
    const hash = createHash('sha256');
    let bytes = 0;
    let largestBatch = 0;
    for (let batch = await body.next(); batch; batch = await body.next()) {
      await sleep(storeDelayMs);
      const size = batch.reduce((sum, chunk) => sum + chunk.length, 0);
      largestBatch = Math.max(largestBatch, size);
      for (const chunk of batch) hash.update(chunk);
      bytes += size;
    }
    body.stop();
    received.push({ sha256: hash.digest('hex'), bytes, largestBatch });
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, received, close: () => server.close() };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Sends `payload` in writes of varied sizes, as a browser's fetch might. */
async function send(url: string, payload: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'PATCH' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    const sizes = [1, 7, 65_536, 333_333, 1_048_577, 3 * MB];
    for (let at = 0, i = 0; at < payload.length; i += 1) {
      const size = sizes[i % sizes.length] ?? 1;
      req.write(payload.subarray(at, at + size));
      at += size;
    }
    req.end();
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('an upload body handed over in batches', () => {
  it('arrives byte for byte, in batches of at most 4 MB, however its writes were cut', async () => {
    const server = await startServer(5);
    close = server.close;
    const payload = randomBytes(13 * MB + 12_345);
    expect(await send(server.url, payload)).toBe(204);
    expect(server.received).toEqual([
      { sha256: sha256(payload), bytes: payload.length, largestBatch: expect.any(Number) },
    ]);
    expect(server.received[0]?.largestBatch).toBeLessThanOrEqual(4 * MB);
  });

  it('keeps parallel bodies apart while their buffers are reused', async () => {
    const server = await startServer(2);
    close = server.close;
    const payloads = Array.from({ length: 6 }, (_, i) => randomBytes(3 * MB + i * 100_001));
    const statuses = await Promise.all(payloads.map((payload) => send(server.url, payload)));
    expect(statuses).toEqual(payloads.map(() => 204));
    expect(server.received.map((one) => one.sha256).sort()).toEqual(payloads.map(sha256).sort());
  });
});
