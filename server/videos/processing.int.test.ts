import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse, VideoView } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { startWorker, type JobWorker } from '../jobs/worker.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { buildVideo } from '../test/videos.ts';
import { UNREADABLE_VIDEO } from './processing.ts';

let server: TestServer;
let worker: JobWorker;
beforeAll(async () => {
  server = await startTestServer();
  worker = await startWorker({ deps: server.deps, handlers: jobHandlers, pollMs: 50 });
});
afterAll(async () => {
  await worker.stop();
  await server.close();
});

async function videoOf(who: SignedInAdvisor, id: string): Promise<VideoView> {
  const response = await server.fetch(`/api/videos/${id}`, { headers: { Cookie: who.cookie } });
  return ((await response.json()) as VideoResponse).video;
}

/** Saves and uploads `bytes` as a new video, then waits for the worker to be done with it. */
async function uploadAndProcess(bytes: Buffer, overrides: Record<string, unknown> = {}) {
  const advisor = await buildAdvisor(server);
  const video = await buildVideo(server, advisor, bytes, overrides);
  const tus = new TusTestClient(server, advisor.cookie);
  const { url } = await tus.create(video.id, bytes.length);
  expect((await tus.send(url, bytes)).status).toBe(204);
  await expect
    .poll(async () => {
      const jobs = await server.deps.db
        .selectFrom('jobs')
        .select('id')
        .where('dedupeKey', '=', `video.process:${video.id}`)
        .execute();
      return jobs.length;
    })
    .toBe(0);
  return {
    video: await videoOf(advisor, video.id),
    audit: await findAuditEntries(server.deps.db, video.id),
  };
}

describe('processing an uploaded video', () => {
  it("takes the duration from the file, not from the browser's word", async () => {
    const { video, audit } = await uploadAndProcess(testWebm(), { durationSeconds: 7 });
    expect(video.status).toBe('uploaded');
    expect(video.durationSeconds).toBeCloseTo(3, 0);
    expect(audit.map((entry) => entry.action)).toEqual(['video.created', 'video.uploaded']);
  });

  it('marks a file that only looks like WebM as failed, and audits why', async () => {
    const ebmlMagic = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
    const junk = Buffer.concat([ebmlMagic, Buffer.alloc(64 * 1024, 0x5a)]);
    const { video, audit } = await uploadAndProcess(junk);
    expect(video.status).toBe('failed');
    expect(audit.at(-1)).toMatchObject({
      action: 'video.failed',
      actorType: 'system',
      payload: JSON.stringify({ reason: UNREADABLE_VIDEO }),
    });
  });
});
