import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse, VideosPage } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { defaultVideoTitle } from '../../shared/format/default-title.ts';
import { PASSWORD_TOO_COMMON } from '../../shared/passwords/password-rules.ts';
import { buildVideo, createBody } from '../test/videos.ts';

let server: TestServer;
let quotaServer: TestServer;
beforeAll(async () => {
  [server, quotaServer] = await Promise.all([
    startTestServer({ env: { MAX_UPLOAD_BYTES: String(50 * 1024 * 1024) } }),
    startTestServer({ env: { STORAGE_QUOTA_BYTES: '1000000' } }),
  ]);
});
afterAll(() => Promise.all([server.close(), quotaServer.close()]));

const bytes = Buffer.from('a recording of about this many bytes');

async function videoRow(id: string) {
  return server.deps.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('POST /api/videos', () => {
  it('creates the video at once with an unguessable link made by the server', async () => {
    const ana = await buildAdvisor(server);
    const video = await buildVideo(server, ana, bytes);
    expect(video).toMatchObject({
      title: 'Quarterly portfolio review',
      clientName: 'Jordan Smith',
      status: 'uploading',
      passwordProtected: false,
      upload: { size: bytes.length, received: 0 },
    });
    expect(video.shareLink).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const other = await buildVideo(server, ana, bytes);
    expect(other.shareLink).not.toBe(video.shareLink);

    const audit = await findAuditEntries(server.deps.db, video.id);
    expect(audit.map((entry) => entry.action)).toEqual(['video.created']);
    expect(JSON.parse(audit[0]?.payload ?? '{}')).toMatchObject({ declaredSize: bytes.length });
  });

  it('names an untitled video for its client and day, and leaves an empty description empty', async () => {
    const ana = await buildAdvisor(server);
    const today = server.clock.now();
    const forJordan = await buildVideo(server, ana, bytes, {
      title: '   ',
      description: '',
      timeZone: 'Pacific/Auckland',
    });
    expect(forJordan.title).toBe(defaultVideoTitle('Jordan Smith', today, 'Pacific/Auckland'));
    expect(forJordan.title).toMatch(/^Video for Jordan Smith, \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(forJordan.description).toBe('');
    expect((await videoRow(forJordan.id))?.titleIsDefault).toBeTruthy();

    const forNobody = await buildVideo(server, ana, bytes, {
      title: '',
      clientName: '',
      description: undefined,
    });
    expect(forNobody.title).toBe(defaultVideoTitle('', today, 'UTC'));
    expect(forNobody.description).toBe('');
    // A title the advisor typed is theirs: the pipeline will never replace it.
    const typed = await buildVideo(server, ana, bytes);
    expect((await videoRow(typed.id))?.titleIsDefault).toBeFalsy();
  });

  it('refuses a time zone it does not know', async () => {
    const ana = await buildAdvisor(server);
    const response = await server.post(
      '/api/videos',
      createBody(bytes, { title: '', timeZone: 'Mars/Olympus' }),
      { Cookie: ana.cookie },
    );
    expect(response.status).toBe(400);
  });

  it('stores only a hash of the video password and never shows it', async () => {
    const ana = await buildAdvisor(server);
    const video = await buildVideo(server, ana, bytes, { password: 'blue heron 42' });
    expect(video.passwordProtected).toBe(true);
    const row = await server.deps.db
      .selectFrom('shareLinks')
      .select('passwordHash')
      .where('videoId', '=', video.id)
      .executeTakeFirst();
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('blue heron 42');
    const shown = await server.fetch(`/api/videos/${video.id}`, {
      headers: { Cookie: ana.cookie },
    });
    expect(await shown.text()).not.toMatch(/scrypt|blue heron/);
  });

  it('answers a retried create with the first video instead of making another', async () => {
    const ana = await buildAdvisor(server);
    const clientRequestId = randomUUID();
    const body = createBody(bytes, { clientRequestId });
    const [first, second] = await Promise.all([
      server.post('/api/videos', body, { Cookie: ana.cookie }),
      server.post('/api/videos', body, { Cookie: ana.cookie }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const ids = await Promise.all(
      [first, second].map(async (r) => ((await r.json()) as VideoResponse).video.id),
    );
    expect(ids[0]).toBe(ids[1]);
    const listed = await server.fetch('/api/videos', { headers: { Cookie: ana.cookie } });
    expect(((await listed.json()) as VideosPage).videos).toHaveLength(1);
  });

  it('refuses bad input with the field message and creates nothing', async () => {
    const ana = await buildAdvisor(server);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { upload: { size: 10, sha256: 'xyz', contentType: 'video/webm' } },
        'upload.sha256',
        'upload.sha256 must be a hex sha256',
      ],
      [
        { upload: { size: 0, sha256: 'a'.repeat(64), contentType: 'video/webm' } },
        'upload.size',
        'The recording is empty',
      ],
      [
        { upload: { size: 10, sha256: 'a'.repeat(64), contentType: 'image/png' } },
        'upload.contentType',
        'Only WebM or MP4 video is accepted',
      ],
      [{ durationSeconds: -1 }, 'durationSeconds', 'Duration must be more than zero'],
      [{ password: '   ' }, 'password', 'Please enter a password.'],
      [{ password: 'ab' }, 'password', 'Password must be at least 8 characters'],
      [{ password: 'sunshine' }, 'password', PASSWORD_TOO_COMMON],
      [{ videoData: 'AAAA' }, 'videoData', 'This field is not accepted'],
      [{ captionsData: 'Hello there' }, 'captionsData', 'Captions must start with WEBVTT'],
      [
        { captionsData: 'WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nHi' },
        'captionsData',
        'Line 3: a caption must end after it starts',
      ],
    ];
    for (const [change, path, message] of cases) {
      const response = await server.post('/api/videos', createBody(bytes, change), {
        Cookie: ana.cookie,
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { path: string; message: string }[] };
      expect(body.errors).toContainEqual({ path, message });
    }
    const listed = await server.fetch('/api/videos', { headers: { Cookie: ana.cookie } });
    expect(((await listed.json()) as VideosPage).videos).toEqual([]);
  });

  it('refuses a file over the upload limit before anything is stored', async () => {
    const ana = await buildAdvisor(server);
    const response = await server.post(
      '/api/videos',
      createBody(bytes, {
        upload: { size: 51 * 1024 * 1024, sha256: 'a'.repeat(64), contentType: 'video/webm' },
      }),
      { Cookie: ana.cookie },
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'This recording is 51 MB, over the 50 MB upload limit. Trim it or record a shorter video.',
    );
  });

  it('keeps each advisor within the storage quota, counting only their own videos', async () => {
    const [ana, ben] = await Promise.all([buildAdvisor(quotaServer), buildAdvisor(quotaServer)]);
    const upload = (size: number) => ({
      upload: { size, sha256: 'b'.repeat(64), contentType: 'video/webm' },
    });
    const save = (who: typeof ana, size: number) =>
      quotaServer.post('/api/videos', createBody(bytes, upload(size)), { Cookie: who.cookie });
    expect((await save(ana, 600_000)).status).toBe(201);
    const over = await save(ana, 600_000);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect((await save(ben, 600_000)).status).toBe(201);
  });

  it('needs a signed-in advisor', async () => {
    const response = await server.post('/api/videos', createBody(bytes));
    expect(response.status).toBe(401);
  });
});

describe('GET /api/videos', () => {
  it("lists the advisor's own videos, newest first, and hides everyone else's", async () => {
    const [ana, ben] = await Promise.all([buildAdvisor(server), buildAdvisor(server)]);
    const first = await buildVideo(server, ana, bytes, { title: 'First' });
    server.clock.advance(1000);
    await buildVideo(server, ana, bytes, { title: 'Second' });
    await buildVideo(server, ben, bytes, { title: "Ben's" });

    const listed = await server.fetch('/api/videos', { headers: { Cookie: ana.cookie } });
    const titles = ((await listed.json()) as VideosPage).videos.map((v) => v.title);
    expect(titles).toEqual(['Second', 'First']);

    const own = await server.fetch(`/api/videos/${first.id}`, { headers: { Cookie: ana.cookie } });
    expect(((await own.json()) as VideoResponse).video.title).toBe('First');
    for (const path of [`/api/videos/${first.id}`, '/api/videos/not-an-id']) {
      const response = await server.fetch(path, { headers: { Cookie: ben.cookie } });
      expect(response.status).toBe(404);
    }
  });
});
