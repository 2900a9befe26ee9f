import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestionsResponse, VideoView } from '../../shared/api/videos.ts';
import { formatVttTimestamp } from '../../shared/captions/webvtt.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker, type JobWorker } from '../jobs/worker.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { uploadAndProcess } from '../test/process-video.ts';
import { buildSharedVideo } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { testWebm } from '../test/test-webm.ts';
import { tinyLlamaModelFile } from '../test/tiny-llama-model.ts';

const LINES = [
  'Good morning Jordan, here is where your accounts stand.',
  'Your bond ladder matured in March and the cash sits in the money market.',
  'I suggest we roll half of it into a new five-year ladder.',
  'The other half can go toward your Roth conversion this year.',
  'Next steps: sign the transfer form and we meet again in January.',
];

/** Captions of `seconds` of speech, a cue every 6 s, the lines in turn. */
function captionsFor(seconds: number, words = LINES): string {
  const cues = Array.from({ length: Math.floor(seconds / 6) }, (_, i) =>
    [
      `${formatVttTimestamp(i * 6)} --> ${formatVttTimestamp(i * 6 + 6)}`,
      words[i % words.length],
    ].join('\n'),
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

async function suggestionsOf(server: TestServer, who: SignedInAdvisor, id: string) {
  const response = await server.fetch(`/api/videos/${id}/suggestions`, {
    headers: { Cookie: who.cookie },
  });
  return { status: response.status, body: (await response.json()) as SuggestionsResponse };
}

async function videoOf(server: TestServer, who: SignedInAdvisor, id: string): Promise<VideoView> {
  const response = await server.fetch(`/api/videos/${id}`, { headers: { Cookie: who.cookie } });
  return ((await response.json()) as { video: VideoView }).video;
}

/** Waits for the worker to make the suggestions from the captions the video has now. */
async function madeSuggestions(server: TestServer, who: SignedInAdvisor, id: string) {
  await expect
    .poll(async () => (await suggestionsOf(server, who, id)).body.status, {
      timeout: 45_000,
      interval: 200,
    })
    .toBe('done');
  return (await suggestionsOf(server, who, id)).body;
}

/**
 * What a user may be shown, whatever the model said: nothing, or chapters from 0 in order
 * within the video with titles on one line, and a summary of two or three sentences.
 */
function expectUsable(suggested: SuggestionsResponse, durationSeconds: number) {
  expect(suggested.status).toBe('done');
  const starts = suggested.chapters.map((chapter) => chapter.startSeconds);
  if (starts.length > 0) {
    expect(starts[0]).toBe(0);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(starts.length).toBeLessThanOrEqual(8);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(Math.max(...starts)).toBeLessThan(durationSeconds);
  }
  for (const chapter of suggested.chapters) {
    expect(chapter.title.length).toBeLessThanOrEqual(60);
    expect(chapter.title).not.toMatch(/[\p{Cc}]/u);
  }
  if (suggested.summary !== null) {
    expect(suggested.summary.length).toBeLessThanOrEqual(300);
    expect(suggested.summary).not.toMatch(/[\p{Cc}]/u);
  }
}

describe('suggested chapters and summary, with a language model', { timeout: 90_000 }, () => {
  let server: TestServer;
  let worker: JobWorker;
  beforeAll(async () => {
    // Real llama.cpp on a tiny random-weight model: real code paths, noise for words. Whatever
    // it says must come out as usable suggestions or none, never as an error or a change.
    server = await startTestServer({ models: { description: tinyLlamaModelFile() } });
    worker = await startWorker({ deps: server.deps, handlers: jobHandlers, pollMs: 50 });
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
  });

  it('are made once a video is processed, and nothing of them is applied', async () => {
    const details = { title: 'Your portfolio', description: 'My own words.' };
    const { advisor, video } = await uploadAndProcess(server, testWebm(), {
      ...details,
      captionsData: captionsFor(3),
    });
    expect(video.status).toBe('ready');
    expectUsable(await madeSuggestions(server, advisor, video.id), video.durationSeconds);
    // The video is under a minute: never chapters for it.
    expect((await suggestionsOf(server, advisor, video.id)).body.chapters).toEqual([]);
    expect(await videoOf(server, advisor, video.id)).toMatchObject({ ...details, chapters: [] });
  });

  it('go stale when the captions are corrected, and are made again from the new words', async () => {
    const { advisor, video } = await buildSharedVideo(server, {
      overrides: { durationSeconds: 240, description: 'Where your accounts stand.' },
    });
    const put = (vtt: string) =>
      server.send(
        'PUT',
        `/api/videos/${video.id}/captions`,
        { captionsData: vtt },
        {
          Cookie: advisor.cookie,
        },
      );

    expect((await put(captionsFor(240))).status).toBe(200);
    expect((await suggestionsOf(server, advisor, video.id)).body).toEqual({
      status: 'pending',
      chapters: [],
      summary: null,
    });
    expectUsable(await madeSuggestions(server, advisor, video.id), 240);

    const corrected = captionsFor(240, [...LINES].reverse());
    expect((await put(corrected)).status).toBe(200);
    expect((await suggestionsOf(server, advisor, video.id)).body.status).toBe('pending');
    expectUsable(await madeSuggestions(server, advisor, video.id), 240);

    // The advisor's chapters and description are theirs: suggesting changed neither.
    const after = await videoOf(server, advisor, video.id);
    expect(after).toMatchObject({ chapters: [], description: 'Where your accounts stand.' });
    const actions = (await findAuditEntries(server.deps.db, video.id)).map((e) => e.action);
    expect(actions).not.toContain('video.chapters_changed');
    expect(actions).not.toContain('video.details_changed');
  });

  it('are shown only to the video’s advisor', async () => {
    const { advisor, video } = await buildSharedVideo(server);
    const other = await buildAdvisor(server);
    const theirs = await suggestionsOf(server, other, video.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'NOT_FOUND', message: 'Video not found' });
    const signedOut = await server.fetch(`/api/videos/${video.id}/suggestions`);
    expect(signedOut.status).toBe(401);
    await signedOut.body?.cancel();
    expect((await suggestionsOf(server, advisor, crypto.randomUUID())).status).toBe(404);
    expect((await suggestionsOf(server, advisor, video.id)).status).toBe(200);
  });
});

describe('suggestions without a language model', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are unavailable, and correcting the captions queues no model work', async () => {
    const { advisor, video } = await buildSharedVideo(server, {
      overrides: { durationSeconds: 240 },
    });
    expect((await suggestionsOf(server, advisor, video.id)).body).toEqual({
      status: 'unavailable',
      chapters: [],
      summary: null,
    });
    const edited = await server.send(
      'PUT',
      `/api/videos/${video.id}/captions`,
      { captionsData: captionsFor(240) },
      { Cookie: advisor.cookie },
    );
    expect(edited.status).toBe(200);
    const queued = await server.deps.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', 'video.suggest')
      .execute();
    expect(queued).toEqual([]);
    expect((await suggestionsOf(server, advisor, video.id)).body.status).toBe('unavailable');
  });
});
