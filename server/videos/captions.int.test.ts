import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptionsResponse } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildVideo } from '../test/videos.ts';
import { videosWithCaptions } from '../test/caption-tracks.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const recording = Buffer.from('a recording of about this many bytes');
const corrected = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nGood morning, Jordan.\n';

/** A saved video of `who`'s, moved on to `status` as the pipeline would. */
async function videoIn(who: SignedInAdvisor, status: string) {
  const video = await buildVideo(server, who, recording);
  await server.deps.db.updateTable('videos').set({ status }).where('id', '=', video.id).execute();
  return video;
}

const putCaptions = (who: SignedInAdvisor, id: string, captionsData: unknown) =>
  server.send('PUT', `/api/videos/${id}/captions`, { captionsData }, { Cookie: who.cookie });

describe('correcting captions after save', () => {
  it('replaces a processed video’s captions and transcript, and audits the change', async () => {
    const ana = await buildAdvisor(server);
    const video = await videoIn(ana, 'ready');
    const saved = await putCaptions(ana, video.id, corrected);
    expect(saved.status).toBe(200);
    const read = await server.fetch(`/api/videos/${video.id}/captions`, {
      headers: { Cookie: ana.cookie },
    });
    expect((await read.json()) as CaptionsResponse).toEqual({ captionsData: corrected });
    const row = await videosWithCaptions(server.deps.db)
      .select('transcriptText')
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row.transcriptText).toBe('Good morning, Jordan.');
    expect((await findAuditEntries(server.deps.db, video.id)).at(-1)).toMatchObject({
      action: 'video.captions_edited',
      actorId: ana.advisor.id,
    });
  });

  it('refuses captions a browser would drop, saying what is wrong, and keeps the old ones', async () => {
    const ana = await buildAdvisor(server);
    const video = await videoIn(ana, 'ready');
    await putCaptions(ana, video.id, corrected);
    const backwards = 'WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nToo late\n';
    const refused = await putCaptions(ana, video.id, backwards);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/end/i);
    expect((await putCaptions(ana, video.id, 42)).status).toBe(400);
    const read = await server.fetch(`/api/videos/${video.id}/captions`, {
      headers: { Cookie: ana.cookie },
    });
    expect((await read.json()) as CaptionsResponse).toEqual({ captionsData: corrected });
  });

  it('waits for processing to finish, and keeps other advisors out', async () => {
    const ana = await buildAdvisor(server);
    const ben = await buildAdvisor(server);
    const processing = await videoIn(ana, 'processing');
    const busy = await putCaptions(ana, processing.id, corrected);
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { message: string }).message).toBe(
      'Captions can be corrected once the video has finished processing.',
    );
    const ready = await videoIn(ana, 'ready');
    expect((await putCaptions(ben, ready.id, corrected)).status).toBe(404);
    const peek = await server.fetch(`/api/videos/${ready.id}/captions`, {
      headers: { Cookie: ben.cookie },
    });
    expect(peek.status).toBe(404);
    expect((await putCaptions(ana, 'not-a-video', corrected)).status).toBe(404);
  });
});
