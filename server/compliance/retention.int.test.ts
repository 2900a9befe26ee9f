import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker } from '../jobs/worker.ts';
import { buildSharedVideo, SHARED_CAPTIONS, type SharedVideo } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { mp4BlobKey, originalBlobKey, thumbnailBlobKey } from '../videos/blob-keys.ts';
import { versionBlobKeys } from '../videos/versions-service.ts';
import { purgeExpiredRecords } from './retention-purge.ts';
import { DAY_MS } from '../../shared/constants/time.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const asOwner = (shared: SharedVideo, method: string, suffix = '', body?: unknown) =>
  server.send(method, `/api/videos/${shared.video.id}${suffix}`, body, {
    Cookie: shared.advisor.cookie,
  });

const videoRow = (id: string) =>
  server.deps.db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst();

describe('a video under retention (6 years by default)', () => {
  it('cannot be deleted: 409 saying until when and what to do instead, audited, nothing changed', async () => {
    const shared = await buildSharedVideo(server);
    const { video } = (await (await asOwner(shared, 'GET')).json()) as VideoResponse;
    const sixYearsOn = new Date(video.createdAt);
    sixYearsOn.setUTCFullYear(sixYearsOn.getUTCFullYear() + 6);
    expect(video.retainedUntil).toBe(sixYearsOn.toISOString());

    const refused = await asOwner(shared, 'DELETE');
    expect(refused.status).toBe(409);
    const day = sixYearsOn.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(await refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: `This video is a business record and must be kept until ${day}. You can revoke its link instead.`,
    });
    expect(await videoRow(video.id)).toBeDefined();
    expect(await server.deps.blobs.stat(originalBlobKey(video.id))).not.toBeNull();
    expect((await findAuditEntries(server.deps.db, video.id)).at(-1)).toMatchObject({
      action: 'video.delete_refused',
      actorType: 'advisor',
      actorId: shared.advisor.advisor.id,
    });
    // Revoking, the way out the message names, still works.
    expect((await asOwner(shared, 'POST', '/share-link/revoke')).status).toBe(200);
  });

  it('is purged with every version’s files once its period is over, leaving an audit entry', async () => {
    const old = await buildSharedVideo(server);
    const edited = SHARED_CAPTIONS.replace('Good morning', 'Good evening');
    expect((await asOwner(old, 'PUT', '/captions', { captionsData: edited })).status).toBe(200);
    const keys = await versionBlobKeys(server.deps.db, old.video.id);
    expect(keys).toHaveLength(5); // original, MP4, thumbnail and two captions files
    const { video } = (await (await asOwner(old, 'GET')).json()) as VideoResponse;
    const until = Date.parse(video.retainedUntil ?? '');
    server.clock.advance(until - server.clock.now().getTime() - DAY_MS);
    const recent = await buildSharedVideo(server);
    expect(await purgeExpiredRecords(server.deps)).toBe(0);

    server.clock.advance(DAY_MS);
    expect(await purgeExpiredRecords(server.deps)).toBeGreaterThanOrEqual(1);
    expect(await videoRow(old.video.id)).toBeUndefined();
    for (const key of [
      ...keys,
      originalBlobKey(old.video.id),
      mp4BlobKey(old.video.id),
      thumbnailBlobKey(old.video.id),
    ]) {
      expect(await server.deps.blobs.stat(key)).toBeNull();
    }
    const entry = (await findAuditEntries(server.deps.db, old.video.id)).at(-1);
    expect(entry).toMatchObject({ action: 'video.purged', actorType: 'system', actorId: null });
    expect(JSON.parse(entry?.payload ?? '{}')).toMatchObject({ title: old.video.title, files: 5 });
    // Still within its own period.
    expect(await videoRow(recent.video.id)).toBeDefined();
    expect(await server.deps.blobs.stat(originalBlobKey(recent.video.id))).not.toBeNull();
  });

  it('is purged by a job the worker schedules every day', { timeout: 30_000 }, async () => {
    const fresh = await startTestServer();
    const worker = await startWorker({ deps: fresh.deps, handlers: jobHandlers, pollMs: 20 });
    // The first run goes at once; when it is done, the next is queued a day later.
    const nextRunIn = async () => {
      const job = await fresh.deps.db
        .selectFrom('jobs')
        .select(['status', 'runAt'])
        .where('name', '=', 'compliance.retention_purge')
        .executeTakeFirst();
      return job?.status === 'queued' ? Date.parse(job.runAt) - fresh.clock.now().getTime() : 0;
    };
    try {
      await expect.poll(nextRunIn, { timeout: 20_000 }).toBe(DAY_MS);
    } finally {
      await worker.stop();
      await fresh.close();
    }
  });
});

describe('RETENTION_YEARS', () => {
  it('0 turns retention off: the advisor deletes at once and nothing is purged', async () => {
    const off = await startTestServer({ env: { RETENTION_YEARS: '0' } });
    try {
      const shared = await buildSharedVideo(off);
      const video = await off.fetch(`/api/videos/${shared.video.id}`, {
        headers: { Cookie: shared.advisor.cookie },
      });
      expect(((await video.json()) as VideoResponse).video.retainedUntil).toBeNull();
      expect(await purgeExpiredRecords(off.deps)).toBe(0);
      const deleted = await off.send('DELETE', `/api/videos/${shared.video.id}`, undefined, {
        Cookie: shared.advisor.cookie,
      });
      expect(deleted.status).toBe(204);
    } finally {
      await off.close();
    }
  });

  it.each(['-1', 'six', '1.5', '100'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ RETENTION_YEARS: value }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_YEARS: value }, [])).toThrow(/RETENTION_YEARS/);
  });
});
