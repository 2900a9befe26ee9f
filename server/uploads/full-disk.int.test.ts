import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../../shared/api/errors.ts';
import { buildAdvisor, signupBody } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo, createBody } from '../test/videos.ts';

// DATA_DIR on a real 30 MB tmpfs (the SQLite database too): uploads that cannot fit, a disk
// filled to the last byte, then freed. Mounting needs root; CI runs as root and must run it.
const mountDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-tmpfs-'));
function mountTmpfs(): string | undefined {
  if (process.getuid?.() !== 0) return 'not root, so no tmpfs can be mounted';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=30m', 'tmpfs', mountDir]);
    return undefined;
  } catch (error) {
    return `mount failed: ${String(error)}`;
  }
}
const unavailable = mountTmpfs();
if (unavailable && process.env.CI === 'true')
  throw new Error(`full-disk tests must run in CI: ${unavailable}`);

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  if (unavailable) return;
  database = await createTestDatabase(mountDir);
  server = await startTestServer({ database, env: { DATA_DIR: database.dataDir } });
});
afterAll(async () => {
  if (!unavailable) {
    await server.close();
    await database.drop();
    execFileSync('umount', [mountDir]);
  }
  fs.rmSync(mountDir, { recursive: true, force: true });
});

const filler = () => path.join(mountDir, 'filler');
/** Writes a file until the disk refuses another byte. */
function fillDisk(): void {
  const fd = fs.openSync(filler(), 'a');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.appendFileSync(filler(), Buffer.alloc(1024));
  } catch {
    // the last partial block is full too
  }
}

describe.skipIf(unavailable !== undefined)(
  `a full disk (${unavailable ?? 'tmpfs of 30 MB'})`,
  () => {
    it('answers a write that runs out of space clearly, and recovers once space is freed', async () => {
      const advisor = await buildAdvisor(server);
      const webm = testWebm();
      const video = await buildVideo(server, advisor, webm);
      const tus = new TusTestClient(server, advisor.cookie);
      const { response, url } = await tus.create(video.id, webm.length);
      expect(response.status).toBe(201);

      fillDisk();
      try {
        const patch = await tus.patch(url, 0, webm);
        const said = await patch.text();
        // On SQLite the upload's lock (a database write) may meet the full disk before the file
        // does: then the database's 503. Either way a clear answer, never a 500.
        if (database.databaseUrl || patch.status === 507) {
          expect(patch.status).toBe(507);
          expect(said).toContain(STORAGE_FULL_MESSAGE);
        } else {
          expect(patch.status).toBe(503);
          expect(said).toContain('its disk is full');
        }
        // A database write: SQLite's file is on the full disk (503, nothing changed);
        // PostgreSQL's is not.
        const signup = await server.post('/api/signup', signupBody());
        if (database.databaseUrl) expect(signup.status).toBe(201);
        else {
          expect(signup.status).toBe(503);
          expect(await signup.json()).toMatchObject({ code: 'SERVER_DISK_FULL' });
        }
        // The health check says the disk is low, and still answers 200: the server works.
        const health = await server.fetch('/healthz');
        expect([health.status, await health.json()]).toEqual([200, { status: 'ok', disk: 'low' }]);
      } finally {
        fs.rmSync(filler());
      }
      expect(await (await server.fetch('/healthz')).json()).toEqual({ status: 'ok', disk: 'ok' });

      // Space is back: the same upload resumes from the server's offset and finishes.
      const offset = await tus.offset(url);
      expect(typeof offset).toBe('number');
      const rest = await tus.patch(url, offset as number, webm.subarray(offset as number));
      expect(rest.status).toBe(204);
      expect((await server.post('/api/signup', signupBody())).status).toBe(201);
    }, 180_000);

    it('refuses an upload that cannot fit when it is created, with 507 and the message the PWA shows', async () => {
      const advisor = await buildAdvisor(server);
      const size = 40 * 1024 * 1024;
      const created = await server.post(
        '/api/videos',
        createBody(Buffer.alloc(0), {
          upload: { size, sha256: 'a'.repeat(64), contentType: 'video/webm' },
        }),
        { Cookie: advisor.cookie },
      );
      expect(created.status).toBe(201);
      const { video } = (await created.json()) as { video: { id: string } };
      const tus = new TusTestClient(server, advisor.cookie);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => tus.create(video.id, size)),
      );
      for (const { response } of answers) {
        expect(response.status).toBe(507);
        expect(await response.text()).toContain(STORAGE_FULL_MESSAGE);
      }
      const uploads = await server.deps.db
        .selectFrom('uploads')
        .select('id')
        .where('videoId', '=', video.id)
        .execute();
      expect(uploads).toEqual([]);
    }, 120_000);
  },
);
