import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoActivity, VideoResponse } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildSharedVideo, ShareVisitor, type SharedVideo } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { mp4BlobKey, originalBlobKey, thumbnailBlobKey } from './blob-keys.ts';

let server: TestServer;
beforeAll(async () => {
  // Retention off, so a video can be deleted at once (compliance/retention.int.test.ts covers it on).
  server = await startTestServer({ env: { RETENTION_YEARS: '0' } });
});
afterAll(() => server.close());

const asOwner = (shared: SharedVideo, method: string, suffix = '', body?: unknown) =>
  server.send(method, `/api/videos/${shared.video.id}${suffix}`, body, {
    Cookie: shared.advisor.cookie,
  });

async function videoAfter(response: Response) {
  expect(response.status).toBe(200);
  return ((await response.json()) as VideoResponse).video;
}

describe('editing a sent video', () => {
  it('changes the details the client sees, and audits old and new values', async () => {
    const shared = await buildSharedVideo(server);
    const video = await videoAfter(
      await asOwner(shared, 'PATCH', '', {
        title: '  Your Q3 review  ',
        description: '',
        clientName: 'Jordan & Sam Smith',
        captionsEnabled: false,
      }),
    );
    expect(video).toMatchObject({
      title: 'Your Q3 review',
      description: '',
      clientName: 'Jordan & Sam Smith',
      captionsEnabled: false,
    });
    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    const share = await client.share(shared.link);
    expect(share.video).toMatchObject({ title: 'Your Q3 review', transcriptUrl: null });
    const [entry] = (await findAuditEntries(server.deps.db, video.id)).filter(
      (e) => e.action === 'video.updated',
    );
    expect(JSON.parse(entry?.payload ?? '{}')).toEqual({
      changes: {
        title: { old: 'Quarterly portfolio review', new: 'Your Q3 review' },
        description: { old: 'Where your accounts stand.', new: '' },
        clientName: { old: 'Jordan Smith', new: 'Jordan & Sam Smith' },
        captionsEnabled: { old: true, new: false },
      },
    });
  });

  it('sets, changes and removes the password, never writing it down', async () => {
    const shared = await buildSharedVideo(server);
    const client = new ShareVisitor(server);
    expect(
      (await videoAfter(await asOwner(shared, 'PATCH', '', { password: 'tulip-42' })))
        .passwordProtected,
    ).toBe(true);
    await client.accept(shared.link);
    expect((await client.verify(shared.link, 'tulip-42')).status).toBe(200);
    await asOwner(shared, 'PATCH', '', { password: 'daisy-77' });
    // A new password closes the video to everyone: the gate starts again, terms first.
    expect((await client.get(`/media/share/${shared.link}/video`)).status).toBe(403);
    expect((await client.verify(shared.link, 'tulip-42')).status).toBe(403);
    await client.accept(shared.link);
    expect((await client.verify(shared.link, 'tulip-42')).status).toBe(401);
    expect((await client.verify(shared.link, 'daisy-77')).status).toBe(200);
    const removed = await videoAfter(await asOwner(shared, 'PATCH', '', { password: null }));
    expect(removed.passwordProtected).toBe(false);
    const audit = (await findAuditEntries(server.deps.db, shared.video.id)).filter(
      (e) => e.action === 'video.updated',
    );
    expect(audit.map((e) => JSON.parse(e.payload).password)).toEqual(['set', 'changed', 'removed']);
    expect(audit.map((e) => e.payload).join()).not.toMatch(/tulip|daisy|scrypt/);
  });

  it.each([
    ['nothing to change', {}],
    ['an empty title', { title: '   ' }],
    ['a blank password', { password: '  ' }],
    ['an expiry in the past', { shareExpiresAt: '2020-01-01T00:00:00Z' }],
    ['an expiry that is not a time', { shareExpiresAt: 'next week' }],
    ['a field that cannot be edited', { shareLink: 'AAAAAAAAAAAAAAAAAAAAAA' }],
  ])('refuses %s, changing nothing', async (_, body) => {
    const shared = await buildSharedVideo(server);
    const response = await asOwner(shared, 'PATCH', '', body);
    expect(response.status).toBe(400);
    const video = await videoAfter(await asOwner(shared, 'GET'));
    expect(video).toMatchObject({ title: 'Quarterly portfolio review', shareLink: shared.link });
    expect(video.share).toEqual({ revoked: false, expiresAt: null, expired: false });
  });
});

describe('the share link’s life', () => {
  it('revoked, the link leads nowhere; renewed, a new link works and the old stays dead', async () => {
    const shared = await buildSharedVideo(server);
    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    const revoked = await videoAfter(await asOwner(shared, 'POST', '/share-link/revoke'));
    expect(revoked.share.revoked).toBe(true);
    const page = await client.get(`/share/${shared.link}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Video not found or link no longer active');
    expect((await client.get(`/media/share/${shared.link}/video`)).status).toBe(404);

    const renewed = await videoAfter(await asOwner(shared, 'POST', '/share-link/renew'));
    expect(renewed.share.revoked).toBe(false);
    expect(renewed.shareLink).not.toBe(shared.link);
    expect((await client.get(`/share/${shared.link}`)).status).toBe(404);
    expect((await new ShareVisitor(server).get(`/share/${renewed.shareLink}`)).status).toBe(200);
    const actions = (await findAuditEntries(server.deps.db, shared.video.id)).map((e) => e.action);
    expect(actions).toContain('video.link_revoked');
    expect(actions).toContain('video.link_renewed');
  });

  it('expires the link at the time the advisor set', async () => {
    const shared = await buildSharedVideo(server);
    const at = new Date(server.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const video = await videoAfter(await asOwner(shared, 'PATCH', '', { shareExpiresAt: at }));
    expect(video.share).toEqual({ revoked: false, expiresAt: at, expired: false });
    expect((await server.fetch(`/share/${shared.link}`)).status).toBe(200);
    server.clock.advance(60 * 60 * 1000);
    expect((await server.fetch(`/share/${shared.link}`)).status).toBe(404);
    expect((await videoAfter(await asOwner(shared, 'GET'))).share.expired).toBe(true);
    await asOwner(shared, 'PATCH', '', { shareExpiresAt: null });
    expect((await server.fetch(`/share/${shared.link}`)).status).toBe(200);
  });
});

describe('deleting a video', () => {
  it('removes it, its files and its viewers’ records, keeping the audit entry', async () => {
    const shared = await buildSharedVideo(server);
    const id = shared.video.id;
    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    await client.event(shared.link, 'VIDEO_PLAYED');
    expect((await asOwner(shared, 'DELETE')).status).toBe(204);
    expect((await asOwner(shared, 'GET')).status).toBe(404);
    expect((await asOwner(shared, 'DELETE')).status).toBe(404);
    for (const key of [originalBlobKey(id), mp4BlobKey(id), thumbnailBlobKey(id)]) {
      expect(await server.deps.blobs.open(key)).toBeNull();
    }
    const visits = await server.deps.db
      .selectFrom('viewerSessions')
      .select('sessionId')
      .where('videoId', '=', id)
      .execute();
    expect(visits).toEqual([]);
    expect((await client.get(`/share/${shared.link}`)).status).toBe(404);
    const actions = (await findAuditEntries(server.deps.db, id)).map((e) => e.action);
    expect(actions.at(-1)).toBe('video.deleted');
  });
});

describe('the video’s page', () => {
  it('shows each visit’s watch-through, the responses (new once) and the events', async () => {
    const shared = await buildSharedVideo(server);
    await server.deps.db
      .updateTable('videos')
      .set({ duration: 80 })
      .where('id', '=', shared.video.id)
      .execute();
    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    server.clock.advance(1000);
    await client.event(shared.link, 'VIDEO_PLAYED');
    server.clock.advance(1000);
    await client.post(`/api/share/${shared.link}/progress`, {
      sessionId: client.sessionId,
      position: 20,
    });
    await client.post(`/api/share/${shared.link}/compliments`, {
      sessionId: client.sessionId,
      type: 'custom',
      message: 'Thanks, call me Tuesday',
    });
    const read = async () =>
      (await (await asOwner(shared, 'GET', '/activity')).json()) as VideoActivity;
    const first = await read();
    expect(first.visits).toEqual([
      expect.objectContaining({
        sessionId: client.sessionId,
        played: true,
        completed: false,
        furthestSecond: 20,
        watchedPercent: 25,
      }),
    ]);
    expect(first.responses).toEqual([
      expect.objectContaining({ type: 'custom', message: 'Thanks, call me Tuesday', read: false }),
    ]);
    expect(first.events.map((e) => e.event)).toEqual([
      'COMPLIMENT_SENT',
      'VIDEO_PLAYED',
      'VIEWER_ACCEPTED_TERMS',
    ]);
    expect((await read()).responses[0]?.read).toBe(true);
  });

  it('plays the advisor’s own video in ranges, and its thumbnail', async () => {
    const shared = await buildSharedVideo(server);
    const media = await asOwner(shared, 'GET', '/media');
    expect(media.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await media.arrayBuffer()).equals(shared.mp4)).toBe(true);
    const range = await server.fetch(`/api/videos/${shared.video.id}/media`, {
      headers: { Cookie: shared.advisor.cookie, Range: 'bytes=0-9' },
    });
    expect(range.status).toBe(206);
    await range.arrayBuffer();
    expect((await asOwner(shared, 'GET', '/thumbnail')).headers.get('content-type')).toBe(
      'image/jpeg',
    );
  });
});
