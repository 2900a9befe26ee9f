import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '../../shared/api/errors.ts';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildAdvisor, signupBody, type SignedInAdvisor } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { mountTmpfs } from '../test/tmpfs.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo, createBody } from '../test/videos.ts';
import { uploadsDir } from './upload-store.ts';

// DATA_DIR on a real 64 MB tmpfs (the SQLite database too; PostgreSQL's data is elsewhere):
// uploads that cannot fit, a disk filled by an upload or by something else, then freed.
const MB = 1024 * 1024;
const TOKEN = 'scrape-token-0123456789abcdef';
const disk = mountTmpfs(64);

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  if (disk.unavailable) return;
  database = await createTestDatabase(disk.dir);
  server = await startTestServer({
    database,
    env: { DATA_DIR: database.dataDir, METRICS_TOKEN: TOKEN },
  });
});
afterEach(() => disk.empty());
afterAll(async () => {
  if (!disk.unavailable) {
    await server.close();
    await database.drop();
  }
  disk.unmount();
});

const onSqlite = () => database.databaseUrl === undefined;

/** A WebM recording padded to `size` bytes (the server checks its container and sha256). */
const recording = (size: number) =>
  Buffer.concat([testWebm(), randomBytes(size - testWebm().length)]);

/** Upload files (bytes and tus records) waiting on the disk. */
const partialFiles = () => fs.readdirSync(uploadsDir(database.dataDir));

const uploadIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

async function statusOf(advisor: SignedInAdvisor, videoId: string) {
  const response = await server.fetch(`/api/videos/${videoId}`, {
    headers: { Cookie: advisor.cookie },
  });
  return response.ok ? ((await response.json()) as VideoResponse).video.status : response.status;
}

const deleteVideo = (advisor: SignedInAdvisor, videoId: string) =>
  server.send('DELETE', `/api/videos/${videoId}`, undefined, { Cookie: advisor.cookie });

const health = async () => (await server.fetch('/healthz')).json();

/**
 * SQLite writes into its write-ahead log, reusing the log's file once it was checkpointed: a
 * write then needs no new room. Emptied, the log must grow, as it does on a busy server.
 */
async function emptySqliteLog(): Promise<void> {
  if (onSqlite()) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.deps.db);
}

describe.skipIf(disk.unavailable !== undefined)(
  `a full disk (${disk.unavailable ?? 'tmpfs of 64 MB'})`,
  () => {
    it('frees an upload the disk ran out of room for, answers 507 with the message the PWA shows, and recovers by itself', async () => {
      const advisor = await buildAdvisor(server);
      const bytes = recording(14 * MB);
      const video = await buildVideo(server, advisor, bytes);
      const tus = new TusTestClient(server, advisor.cookie);
      const { response, url } = await tus.create(video.id, bytes.length);
      expect(response.status).toBe(201);

      disk.fill(3 * MB);
      const freeBefore = disk.freeBytes();
      const patch = await tus.patch(url, 0, bytes);
      expect(patch.status).toBe(507);
      expect(await patch.text()).toBe(STORAGE_FULL_MESSAGE);

      // The bytes it got are gone, and so is the upload: the client's resume starts a new one.
      expect(disk.freeBytes()).toBeGreaterThan(freeBefore - MB);
      expect(partialFiles()).toEqual([]);
      expect(await tus.offset(url)).toEqual({ status: 404 });
      // The server works on, the disk still nearly full: the database takes writes (SQLite's
      // too, on this disk), and a new upload that cannot fit is refused before a byte is sent.
      expect((await server.post('/api/signup', signupBody())).status).toBe(201);
      expect(await health()).toEqual({ status: 'ok', disk: 'low' });
      const refused = await tus.create(video.id, bytes.length);
      expect(refused.response.status).toBe(507);
      expect(await refused.response.json()).toMatchObject({ message: STORAGE_FULL_MESSAGE });

      disk.empty();
      expect(await health()).toEqual({ status: 'ok', disk: 'ok' });
      const again = await tus.create(video.id, bytes.length);
      expect(again.response.status).toBe(201);
      expect((await tus.patch(again.url, 0, bytes)).status).toBe(204);
      expect(await statusOf(advisor, video.id)).toBe('uploaded');
      expect(partialFiles()).toEqual([]);
    }, 180_000);

    it('lets the advisor delete a video that never finished uploading, freeing its bytes, even on a full disk', async () => {
      const advisor = await buildAdvisor(server);
      const tus = new TusTestClient(server, advisor.cookie);
      // A finished video is a business record: its delete is refused, as before.
      const webm = testWebm();
      const finished = await buildVideo(server, advisor, webm);
      const upload = await tus.create(finished.id, webm.length);
      expect((await tus.patch(upload.url, 0, webm)).status).toBe(204);
      expect((await deleteVideo(advisor, finished.id)).status).toBe(409);

      const bytes = recording(14 * MB);
      const stuck = await buildVideo(server, advisor, bytes);
      const partial = await tus.create(stuck.id, bytes.length);
      expect((await tus.patch(partial.url, 0, bytes.subarray(0, 4 * MB))).status).toBe(204);
      const listed = (await (
        await server.fetch(`/api/videos/${stuck.id}`, { headers: { Cookie: advisor.cookie } })
      ).json()) as VideoResponse;
      expect(listed.video.retainedUntil).toBeNull();

      await emptySqliteLog();
      disk.fill();
      // Its bytes go first, which gives the database the room to record the deletion.
      expect((await deleteVideo(advisor, stuck.id)).status).toBe(204);
      expect(await statusOf(advisor, stuck.id)).toBe(404);
      expect(partialFiles()).toEqual([]);
      expect(await tus.offset(partial.url)).toEqual({ status: 404 });
      const [deleted] = (await findAuditEntries(server.deps.db, stuck.id)).filter(
        (entry) => entry.action === 'video.deleted',
      );
      expect(JSON.parse(deleted?.payload ?? '{}')).toMatchObject({
        title: stuck.title,
        uploadFinished: false,
      });
      expect(await statusOf(advisor, finished.id)).toBe('uploaded');
    }, 180_000);

    it('answers a database write on a full disk with 503 (SQLite) and takes it once space is freed', async () => {
      const advisor = await buildAdvisor(server);
      // Saved, never uploaded: nothing of it on the disk to free.
      const video = await buildVideo(server, advisor, testWebm());
      await emptySqliteLog();
      disk.fill();
      const signup = await server.post('/api/signup', signupBody());
      const deletion = await deleteVideo(advisor, video.id);
      if (onSqlite()) {
        for (const response of [signup, deletion]) {
          expect(response.status).toBe(503);
          expect(await response.json()).toMatchObject({
            code: 'SERVER_DISK_FULL',
            message: expect.stringContaining('its disk is full. Nothing was changed'),
          });
        }
        expect(await statusOf(advisor, video.id)).toBe('uploading');
      } else {
        expect([signup.status, deletion.status]).toEqual([201, 204]);
      }
      expect(await health()).toEqual({ status: 'ok', disk: 'low' });

      disk.empty();
      expect((await server.post('/api/signup', signupBody())).status).toBe(201);
      if (onSqlite()) expect((await deleteVideo(advisor, video.id)).status).toBe(204);
      expect(await statusOf(advisor, video.id)).toBe(404);
    }, 120_000);

    it('shows a low disk in /healthz and the metrics before it is full', async () => {
      const metric = async (name: string) => {
        const text = await (
          await server.fetch('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
        ).text();
        const line = text.split('\n').find((l) => l.startsWith(`${name} `));
        return Number(line?.slice(name.length + 1));
      };
      const total = await metric('briefcast_data_dir_size_bytes');
      expect(total).toBeGreaterThan(63 * MB);
      expect(await metric('briefcast_data_dir_free_bytes')).toBeGreaterThan(total / 2);
      expect(await health()).toEqual({ status: 'ok', disk: 'ok' });

      disk.fill(2 * MB);
      const free = await metric('briefcast_data_dir_free_bytes');
      expect(free).toBeGreaterThan(MB);
      expect(free).toBeLessThan(total / 10);
      expect(await health()).toEqual({ status: 'ok', disk: 'low' });
      // Low, not full: everything still works.
      expect((await server.post('/api/signup', signupBody())).status).toBe(201);
    }, 60_000);

    it('refuses an upload that cannot fit when it is created, with 507 and the message the PWA shows', async () => {
      const advisor = await buildAdvisor(server);
      const size = 60 * MB;
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
        expect(await response.json()).toMatchObject({ message: STORAGE_FULL_MESSAGE });
      }
      const uploads = await server.deps.db
        .selectFrom('uploads')
        .select('id')
        .where('videoId', '=', video.id)
        .execute();
      expect(uploads).toEqual([]);
    }, 120_000);

    it('takes a burst of parallel uploads into a nearly full disk with no 500 and no space left behind', async () => {
      const advisor = await buildAdvisor(server);
      const tus = new TusTestClient(server, advisor.cookie);
      const files = Array.from({ length: 10 }, () => recording(3 * MB));
      const videos = await Promise.all(files.map((bytes) => buildVideo(server, advisor, bytes)));
      disk.fill(14 * MB);

      // Each client creates its upload and sends the whole file, all at once.
      const tries = await Promise.all(
        videos.map(async (video, i) => {
          const bytes = files[i] ?? Buffer.alloc(0);
          const { response, url } = await tus.create(video.id, bytes.length);
          if (response.status !== 201) return { url: null, status: response.status, body: '' };
          const patch = await tus.patch(url, 0, bytes);
          return { url, status: patch.status, body: await patch.text() };
        }),
      );
      expect(tries.map((t) => t.status)).toContain(507);
      for (const { status, body } of tries) {
        if (status === 204 || (status === 507 && body === '')) continue;
        // SQLite, on this disk too, may meet the full disk first: its clear 503, bytes kept.
        if (onSqlite() && status === 503) expect(body).toContain('its disk is full');
        else expect({ status, body }).toEqual({ status: 507, body: STORAGE_FULL_MESSAGE });
      }
      // Only uploads still resumable hold bytes: every 507 freed its own.
      const offsets = await Promise.all(
        tries.map(({ url, status }) => (url && status !== 204 ? tus.offset(url) : null)),
      );
      const kept = tries.flatMap(({ url }, i) =>
        url && typeof offsets[i] === 'number' ? [uploadIdOf(url), `${uploadIdOf(url)}.json`] : [],
      );
      expect(partialFiles().sort()).toEqual(kept.sort());

      // Space is freed: each client resumes (or, its upload gone, starts again) and finishes.
      disk.empty();
      const freeBefore = disk.freeBytes();
      await Promise.all(
        tries.map(async ({ url, status }, i) => {
          if (status === 204) return;
          const bytes = files[i] ?? Buffer.alloc(0);
          const offset = offsets[i];
          const response =
            url && typeof offset === 'number'
              ? await tus.patch(url, offset, bytes.subarray(offset))
              : await tus
                  .create(videos[i]?.id ?? '', bytes.length)
                  .then((again) => tus.patch(again.url, 0, bytes));
          expect(response.status).toBe(204);
        }),
      );
      for (const video of videos) expect(await statusOf(advisor, video.id)).toBe('uploaded');
      expect(partialFiles()).toEqual([]);
      // What the disk lost is the recordings that were still missing, and hardly more.
      const missing = tries.filter(({ status }) => status !== 204).length * 3 * MB;
      expect(freeBefore - disk.freeBytes()).toBeLessThan(missing + 2 * MB);
    }, 300_000);
  },
);
