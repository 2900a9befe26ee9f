import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdvisor } from '../test/factories.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { tinyWhisperModel } from '../test/tiny-whisper-model.ts';
import { TusTestClient } from '../test/tus-test-client.ts';
import { spokenWebm } from '../test/test-webm.ts';
import { buildVideo } from '../test/videos.ts';
import { originalBlobKey } from './blob-keys.ts';
import { processVideo } from './processing.ts';

// s3rver stands in for S3 (see server/test/s3-server.ts) and logs every request it answers.
let s3: S3TestServer;
let server: TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: s3.env, models: { transcription: tinyWhisperModel() } });
}, 30_000);
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('processing a video stored on S3', { timeout: 120_000 }, () => {
  it('downloads the original once for checking, converting and captioning', async () => {
    const speech = spokenWebm('Good morning. Here is a short look at your retirement account.');
    const advisor = await buildAdvisor(server);
    const saved = await buildVideo(server, advisor, speech);
    const tus = new TusTestClient(server, advisor.cookie);
    const { url } = await tus.create(saved.id, speech.length);
    expect((await tus.send(url, speech)).status).toBe(204);

    const before = s3.requests().length;
    await processVideo(server.deps, saved.id, new AbortController().signal);
    const video = await server.deps.db
      .selectFrom('videos')
      .select(['status', 'transcriptStatus'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(video).toEqual({ status: 'ready', transcriptStatus: 'made' });
    const original = `GET /${s3.bucket}/${originalBlobKey(saved.id)}`;
    const reads = s3
      .requests()
      .slice(before)
      .filter((request) => request === original);
    expect(reads).toHaveLength(1);
  });
});
