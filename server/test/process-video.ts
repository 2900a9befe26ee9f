import { expect } from 'vitest';
import type { VideoResponse, VideoView } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildAdvisor } from './factories.ts';
import type { TestServer } from './test-server.ts';
import { TusTestClient } from './tus-test-client.ts';
import { buildVideo } from './videos.ts';

/**
 * Saves and uploads `bytes` as a new video of a new advisor, then waits for a worker running on
 * `server`'s database to be done with it, and returns the video as the advisor then sees it.
 */
export async function uploadAndProcess(
  server: TestServer,
  bytes: Buffer,
  overrides: Record<string, unknown> = {},
) {
  const advisor = await buildAdvisor(server);
  const saved = await buildVideo(server, advisor, bytes, overrides);
  const tus = new TusTestClient(server, advisor.cookie);
  const { url } = await tus.create(saved.id, bytes.length);
  expect((await tus.send(url, bytes)).status).toBe(204);
  await expect
    .poll(
      async () => {
        const jobs = await server.deps.db
          .selectFrom('jobs')
          .select('id')
          .where('dedupeKey', '=', `video.process:${saved.id}`)
          .execute();
        return jobs.length;
      },
      // ffmpeg, whisper.cpp and llama.cpp run for real: seconds, more on a busy CI machine.
      { timeout: 30_000, interval: 100 },
    )
    .toBe(0);
  const response = await server.fetch(`/api/videos/${saved.id}`, {
    headers: { Cookie: advisor.cookie },
  });
  const video: VideoView = ((await response.json()) as VideoResponse).video;
  return { advisor, video, audit: await findAuditEntries(server.deps.db, saved.id) };
}
