import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compliancePaths } from '../../shared/api/compliance.ts';
import type { ShareResponse } from '../../shared/api/share.ts';
import type { VideoActivity, VideoView } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildComplianceUser, ComplianceClient } from '../test/compliance.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { buildSharedVideo, SHARED_CAPTIONS, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const FILES = ['video.mp4', 'captions.vtt', 'captions.srt'] as const;

describe('downloads from the share page', () => {
  let server: TestServer;
  let compliance: ComplianceClient;
  beforeAll(async () => {
    server = await startTestServer();
    compliance = new ComplianceClient(server, await buildComplianceUser(server));
  });
  afterAll(() => server.close());

  const patch = (advisor: SignedInAdvisor, id: string, body: unknown) =>
    server.send('PATCH', `/api/videos/${id}`, body, { Cookie: advisor.cookie });

  async function allow(advisor: SignedInAdvisor, id: string, on = true): Promise<VideoView> {
    const response = await patch(advisor, id, { allowDownload: on });
    expect(response.status).toBe(200);
    return ((await response.json()) as { video: VideoView }).video;
  }

  const download = (visitor: ShareVisitor, link: string, file: (typeof FILES)[number]) =>
    visitor.get(`/media/share/${link}/download/${file}?visit=${visitor.sessionId}`);

  async function statuses(visitor: ShareVisitor, link: string): Promise<number[]> {
    return Promise.all(FILES.map(async (file) => (await download(visitor, link, file)).status));
  }

  const downloadsAudited = async (videoId: string) =>
    (await findAuditEntries(server.deps.db, videoId))
      .filter((entry) => entry.action === 'share.downloaded')
      .map((entry) => (JSON.parse(entry.payload) as { file: string }).file);

  it('is off by default: no download offered or served, even past the gate', async () => {
    const { video, link } = await buildSharedVideo(server);
    expect(video.allowDownload).toBe(false);
    const client = new ShareVisitor(server);
    await client.accept(link);
    const share = await client.share(link);
    expect(share.video.fileUrl).not.toBeNull();
    expect(share.video).toMatchObject({ downloadUrl: null, captionDownloads: null });
    expect(await statuses(client, link)).toEqual([403, 403, 403]);
    expect(await downloadsAudited(video.id)).toEqual([]);
  });

  it('once allowed, serves the MP4 and its captions as attachments after the gate, each recorded', async () => {
    const { advisor, video, link, mp4 } = await buildSharedVideo(server);
    expect((await allow(advisor, video.id)).allowDownload).toBe(true);
    const changed = (await findAuditEntries(server.deps.db, video.id)).at(-1);
    expect(changed?.action).toBe('video.updated');
    expect(JSON.parse(changed?.payload ?? '{}')).toMatchObject({
      changes: { allowDownload: { old: false, new: true } },
    });

    const client = new ShareVisitor(server);
    expect((await client.share(link)).video.downloadUrl).toBeNull();
    expect(await statuses(client, link)).toEqual([403, 403, 403]);

    const passed = (await (await client.accept(link)).json()) as ShareResponse;
    expect(passed.video.downloadUrl).toBe(`/media/share/${link}/download/video.mp4`);
    expect(passed.video.captionDownloads).toEqual({
      vtt: `/media/share/${link}/download/captions.vtt`,
      srt: `/media/share/${link}/download/captions.srt`,
    });

    const file = await download(client, link, 'video.mp4');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Quarterly portfolio review.mp4"; filename*=UTF-8''Quarterly%20portfolio%20review.mp4`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(mp4)).toBe(true);
    const vtt = await download(client, link, 'captions.vtt');
    expect(vtt.headers.get('content-disposition')).toMatch(
      /filename="Quarterly portfolio review\.vtt"/,
    );
    expect(await vtt.text()).toBe(SHARED_CAPTIONS);
    const srt = await download(client, link, 'captions.srt');
    expect(srt.headers.get('content-type')).toMatch(/^application\/x-subrip/);
    expect(await srt.text()).toBe(
      '1\r\n00:00:00,000 --> 00:00:02,000\r\nGood morning, Jordan.\r\n',
    );

    // The rest of a resumed download is the same download, not another one.
    const rest = await client.get(
      `/media/share/${link}/download/video.mp4?visit=${client.sessionId}`,
      { Range: 'bytes=1000-' },
    );
    expect(rest.status).toBe(206);

    expect(await downloadsAudited(video.id)).toEqual(['video.mp4', 'captions.vtt', 'captions.srt']);
    const entry = (await findAuditEntries(server.deps.db, video.id)).at(-1);
    expect(JSON.parse(entry?.payload ?? '{}')).toMatchObject({
      userAgent: 'Mozilla/5.0 (iPhone) test',
    });
    const activity = (await (
      await server.fetch(`/api/videos/${video.id}/activity`, {
        headers: { Cookie: advisor.cookie },
      })
    ).json()) as VideoActivity;
    const downloads = activity.events.filter((event) => event.event === 'VIDEO_DOWNLOADED');
    expect(downloads.map((event) => event.metadata?.file).sort()).toEqual([
      'captions.srt',
      'captions.vtt',
      'video.mp4',
    ]);
    expect(new Set(downloads.map((event) => event.sessionId))).toEqual(new Set([client.sessionId]));
  });

  it('refuses a download without its visit, and a visit that is no UUID', async () => {
    const { advisor, video, link } = await buildSharedVideo(server);
    await allow(advisor, video.id);
    const client = new ShareVisitor(server);
    await client.accept(link);
    expect((await client.get(`/media/share/${link}/download/video.mp4`)).status).toBe(400);
    expect((await client.get(`/media/share/${link}/download/video.mp4?visit=x`)).status).toBe(400);
    expect(await downloadsAudited(video.id)).toEqual([]);
  });

  it('waits for the password of a protected video', async () => {
    const { advisor, video, link } = await buildSharedVideo(server, {
      overrides: { password: 'tulip-42-meadow' },
    });
    await allow(advisor, video.id);
    const client = new ShareVisitor(server);
    const accepted = (await (await client.accept(link)).json()) as ShareResponse;
    expect(accepted.video.downloadUrl).toBeNull();
    expect(await statuses(client, link)).toEqual([403, 403, 403]);
    const open = (await (await client.verify(link, 'tulip-42-meadow')).json()) as ShareResponse;
    expect(open.video.downloadUrl).not.toBeNull();
    expect(await statuses(client, link)).toEqual([200, 200, 200]);
  });

  it('stops with the link: revoked or expired, nothing is served', async () => {
    const revoked = await buildSharedVideo(server);
    await allow(revoked.advisor, revoked.video.id);
    const client = new ShareVisitor(server);
    await client.accept(revoked.link);
    expect(await statuses(client, revoked.link)).toEqual([200, 200, 200]);
    await server.send('POST', `/api/videos/${revoked.video.id}/share-link/revoke`, undefined, {
      Cookie: revoked.advisor.cookie,
    });
    expect(await statuses(client, revoked.link)).toEqual([404, 404, 404]);

    const expiring = await buildSharedVideo(server);
    await allow(expiring.advisor, expiring.video.id);
    const at = new Date(server.clock.now().getTime() + 60_000).toISOString();
    expect((await patch(expiring.advisor, expiring.video.id, { shareExpiresAt: at })).status).toBe(
      200,
    );
    await client.accept(expiring.link);
    expect(await statuses(client, expiring.link)).toEqual([200, 200, 200]);
    server.clock.advance(61_000);
    expect(await statuses(client, expiring.link)).toEqual([404, 404, 404]);
  });

  it('is held with the video while it awaits approval', async () => {
    expect((await compliance.requireApproval(true)).status).toBe(200);
    try {
      const { advisor, video, link } = await buildSharedVideo(server);
      await allow(advisor, video.id);
      const client = new ShareVisitor(server);
      await client.accept(link);
      expect((await client.share(link)).video.downloadUrl).toBeNull();
      expect(await statuses(client, link)).toEqual([403, 403, 403]);
      expect((await compliance.decide(video.id, 'approved')).status).toBe(200);
      await client.accept(link);
      expect((await client.share(link)).video.downloadUrl).not.toBeNull();
      expect(await statuses(client, link)).toEqual([200, 200, 200]);
    } finally {
      await compliance.requireApproval(false);
    }
  });

  it('is refused everywhere while the firm forbids downloads, and the advisor is told why', async () => {
    const { advisor, video, link } = await buildSharedVideo(server);
    await allow(advisor, video.id);
    const client = new ShareVisitor(server);
    await client.accept(link);
    const policy = () =>
      server.fetch(compliancePaths.downloadPolicy, { headers: { Cookie: advisor.cookie } });
    expect(await (await policy()).json()).toEqual({ downloadsForbidden: false });

    const forbid = await compliance.send('PUT', compliancePaths.settings, {
      downloadsForbidden: true,
    });
    expect(forbid.status).toBe(200);
    expect(await forbid.json()).toMatchObject({ downloadsForbidden: true, requireApproval: false });
    try {
      expect(await (await policy()).json()).toEqual({ downloadsForbidden: true });
      expect((await client.share(link)).video).toMatchObject({
        downloadUrl: null,
        captionDownloads: null,
      });
      expect(await statuses(client, link)).toEqual([403, 403, 403]);
      // Playback is untouched.
      expect((await client.share(link)).video.fileUrl).not.toBeNull();
      const audit = await findAuditEntries(server.deps.db, 'firm');
      expect(audit.at(-1)?.action).toBe('compliance.settings_changed');
      expect(JSON.parse(audit.at(-1)?.payload ?? '{}')).toEqual({ downloadsForbidden: true });
    } finally {
      await compliance.send('PUT', compliancePaths.settings, { downloadsForbidden: false });
    }
    expect(await statuses(client, link)).toEqual([200, 200, 200]);
  });

  it('refuses a bad switch or settings change with 400 and changes nothing; another advisor gets 404', async () => {
    const { advisor, video } = await buildSharedVideo(server);
    for (const body of [{ allowDownload: 'yes' }, { allowDownload: 1 }, { allowDownload: null }]) {
      const response = await patch(advisor, video.id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
    const stranger = await buildAdvisor(server);
    expect((await patch(stranger, video.id, { allowDownload: true })).status).toBe(404);
    const after = (await (
      await server.fetch(`/api/videos/${video.id}`, { headers: { Cookie: advisor.cookie } })
    ).json()) as { video: VideoView };
    expect(after.video.allowDownload).toBe(false);

    expect((await compliance.send('PUT', compliancePaths.settings, {})).status).toBe(400);
    expect(
      (await compliance.send('PUT', compliancePaths.settings, { downloadsForbidden: 'no' })).status,
    ).toBe(400);
    const advisorTry = await server.send(
      'PUT',
      compliancePaths.settings,
      { downloadsForbidden: true },
      { Cookie: advisor.cookie },
    );
    expect(advisorTry.status).toBe(403);
    expect(await (await compliance.get(compliancePaths.settings)).json()).toMatchObject({
      downloadsForbidden: false,
    });
  });
});
