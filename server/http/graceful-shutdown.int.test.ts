import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveVideoOn, startServerProcess } from '../test/server-process.ts';
import { testDialect } from '../test/test-database.ts';
import { testWebm } from '../test/test-webm.ts';
import { sha256 } from '../test/videos.ts';
import { localDiskStore } from '../storage/local-disk-store.ts';
import { originalBlobKey } from '../videos/blob-keys.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-shutdown-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server refuses new connections: the sign that it has begun to stop. */
async function refusingConnections(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const refused = await connect(url).then(
      () => false,
      (error: { code?: string }) => error.code === 'ECONNREFUSED',
    );
    if (refused) return;
    if (Date.now() > deadline) throw new Error('the server still accepts connections');
    await sleep(20);
  }
}

/** A PATCH whose body the test streams piece by piece, as a slow uploader's would arrive. */
function streamingPatch(
  server: { url: string },
  cookie: string,
  uploadUrl: string,
  offset: number,
  length: number,
) {
  const request = http.request(new URL(uploadUrl, server.url), {
    method: 'PATCH',
    // Its own connection: a pooled one could be an idle socket the server is closing.
    agent: false,
    headers: {
      'Tus-Resumable': '1.0.0',
      Origin: server.url,
      Cookie: cookie,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(length),
    },
  });
  const response = new Promise<{ status: number; offset: number }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      res.resume();
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, offset: Number(res.headers['upload-offset']) }),
      );
    });
  });
  // The caller may never finish the body; a cut connection is then the expected outcome.
  response.catch(() => undefined);
  return {
    /** Sends bytes and waits until they have left for the server. */
    write: (bytes: Buffer) =>
      new Promise<void>((resolve) => request.write(bytes, () => setTimeout(resolve, 200))),
    end: (bytes: Buffer) => request.end(bytes),
    response,
  };
}

/** Resolves when a new TCP connection to the server is accepted; rejects when refused. */
function connect(url: string): Promise<void> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

async function storedOriginal(videoId: string): Promise<Buffer> {
  const blobs = localDiskStore(path.join(dataDir, 'blobs'));
  return blobs.withLocalFile(originalBlobKey(videoId), (file) => fs.promises.readFile(file));
}

// What SIGTERM does is the process's, whatever the database; one run (on SQLite) shows it.
describe.runIf(testDialect() === 'sqlite')('SIGTERM during an upload', { timeout: 90_000 }, () => {
  it('finishes the PATCH in flight, refuses new connections, exits 0 and loses no byte', async () => {
    const webm = testWebm();
    const env = { DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '4' };
    const server = await startServerProcess(env);
    const { cookie, video, tus } = await saveVideoOn(server, webm);
    const { url } = await tus.create(video.id, webm.length);
    expect((await tus.patch(url, 0, webm.subarray(0, 100_000))).status).toBe(204);

    const second = webm.subarray(100_000, 200_000);
    const patch = streamingPatch(server, cookie, url, 100_000, second.length);
    await patch.write(second.subarray(0, 40_000));
    const stopped = server.stop('SIGTERM');
    await refusingConnections(server.url);
    patch.end(second.subarray(40_000));
    expect(await patch.response).toEqual({ status: 204, offset: 200_000 });
    await stopped;
    expect(server.exitCode()).toBe(0);

    const restarted = await startServerProcess(env);
    try {
      const resumed = tus.on(restarted);
      expect(await resumed.offset(url)).toBe(200_000);
      expect((await resumed.send(url, webm, 200_000)).status).toBe(204);
      expect(sha256(await storedOriginal(video.id))).toBe(sha256(webm));
    } finally {
      await restarted.stop();
    }
  });

  it('cuts a PATCH that outlasts the grace period, exits 0 and keeps every acknowledged byte', async () => {
    const webm = testWebm();
    const env = { DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '1' };
    const server = await startServerProcess(env);
    const { cookie, video, tus } = await saveVideoOn(server, webm);
    const { url } = await tus.create(video.id, webm.length);
    const acknowledged = 100_000;
    expect((await tus.patch(url, 0, webm.subarray(0, acknowledged))).status).toBe(204);

    // An uploader that stalls: half its PATCH arrives, the rest never does.
    const patch = streamingPatch(server, cookie, url, acknowledged, 80_000);
    await patch.write(webm.subarray(acknowledged, acknowledged + 40_000));
    const signalled = Date.now();
    await server.stop('SIGTERM');
    // Cut at the limit (1 s), well before the test helper's forced kill at 5 s.
    expect(Date.now() - signalled).toBeLessThan(4_000);
    expect(server.exitCode()).toBe(0);
    await expect(patch.response).rejects.toThrow();

    const restarted = await startServerProcess(env);
    try {
      const resumed = tus.on(restarted);
      // At once: the cut request let go of the upload's lock before the process exited (a lock
      // left behind would hold the upload for its whole lifetime, 15 s).
      const asked = Date.now();
      const offset = await resumed.offset(url);
      expect(Date.now() - asked).toBeLessThan(5_000);
      expect(offset).toBeGreaterThanOrEqual(acknowledged);
      expect(offset).toBeLessThanOrEqual(acknowledged + 40_000);
      expect((await resumed.send(url, webm, offset as number)).status).toBe(204);
      expect(sha256(await storedOriginal(video.id))).toBe(sha256(webm));
    } finally {
      await restarted.stop();
    }
  });
});

describe.runIf(testDialect() === 'sqlite')('SIGTERM while starting', { timeout: 60_000 }, () => {
  it('stops gracefully when told to after the port opened but before the worker started', async () => {
    // An ffmpeg that takes seconds to answer holds the worker's start-up check open while the
    // web side already answers /healthz: the window a deploy's stop can land in.
    const slowFfmpeg = path.join(dataDir, 'slow-ffmpeg');
    fs.writeFileSync(slowFfmpeg, '#!/bin/sh\nsleep 3\nexec ffmpeg "$@"\n', { mode: 0o755 });
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      FFMPEG_PATH: slowFfmpeg,
      LOG_LEVEL: 'info',
    });
    expect(server.output()).not.toContain('background jobs are running');
    await server.stop('SIGTERM');
    expect(server.exitCode()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(server.output()).not.toContain('background jobs are running');
  });
});
