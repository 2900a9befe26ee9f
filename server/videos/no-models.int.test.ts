import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_STATUS_PATH, type AiStatus } from '../../shared/api/ai.ts';
import { defaultVideoTitle } from '../../shared/format/default-title.ts';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker, type JobWorker } from '../jobs/worker.ts';
import { buildComplianceUser, ComplianceClient } from '../test/compliance.ts';
import { uploadAndProcess } from '../test/process-video.ts';
import { ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { spokenWebm } from '../test/test-webm.ts';
import { videosWithCaptions } from '../test/caption-tracks.ts';

// A firm's first day: no model files installed. Every step must tell the truth about that.
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

describe('a server without AI models', { timeout: 60_000 }, () => {
  it('says so to signed-in users only', async () => {
    const signedOut = await server.fetch(AI_STATUS_PATH);
    expect(signedOut.status).toBe(401);
    await signedOut.body?.cancel();
    const { advisor } = await uploadAndProcess(server, spokenWebm('Hello.'));
    const response = await server.fetch(AI_STATUS_PATH, { headers: { Cookie: advisor.cookie } });
    expect(response.status).toBe(200);
    expect((await response.json()) as AiStatus).toEqual({
      captions: false,
      languageModel: false,
      files: { transcription: null, description: null },
    });
  });

  it('publishes the video under its default title, an empty description and no captions', async () => {
    const speech = spokenWebm('Good morning Margaret. Here is your retirement account.');
    const today = server.clock.now();
    // An API client that asks for captions gets no empty track either.
    const { video } = await uploadAndProcess(server, speech, {
      title: '',
      description: undefined,
      clientName: 'Margaret Chen',
      captionsEnabled: true,
      timeZone: 'UTC',
    });
    expect(video).toMatchObject({
      status: 'ready',
      title: defaultVideoTitle('Margaret Chen', today, 'UTC'),
      description: '',
    });
    const row = await videosWithCaptions(server.deps.db)
      .select(['captionsData', 'transcriptText', 'transcriptStatus'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ captionsData: null, transcriptText: null, transcriptStatus: 'no_model' });

    const client = new ShareVisitor(server);
    expect((await client.accept(video.shareLink)).status).toBe(200);
    const share = await client.share(video.shareLink);
    expect(share.video).toMatchObject({
      title: video.title,
      description: '',
      captionsEnabled: false,
      transcriptUrl: null,
    });
    const page = await (await client.get(`/share/${video.shareLink}`)).text();
    expect(page).not.toContain('id="captions-toggle"');
    expect(page).not.toMatch(/Financial Advisory Video|analyzing/);

    const compliance = new ComplianceClient(server, await buildComplianceUser(server));
    const detail = await compliance.video(video.id);
    expect(detail.transcriptText).toBe('');
    expect(detail.transcriptNote).toBe(
      'No transcript: no speech model was installed on the server when this video was processed.',
    );
  });
});
