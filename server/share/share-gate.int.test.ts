import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareResponse } from '../../shared/api/share.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { MEDIA_MODES, startMediaTestServer } from '../test/media-modes.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { GATE_MEMO_MS } from './gate-memo.ts';

const media = (link: string) => [
  `/media/share/${link}/video`,
  `/media/share/${link}/captions.vtt`,
  `/media/share/${link}/thumbnail.jpg`,
];

async function statuses(visitor: ShareVisitor, link: string): Promise<number[]> {
  return Promise.all(media(link).map(async (path) => (await visitor.get(path)).status));
}

describe.each(MEDIA_MODES)('the share gate, enforced by the server, media %s', (mode) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startMediaTestServer(mode);
  });
  afterAll(() => server.close());

  it('serves nothing before the terms are accepted, then the video, captions and thumbnail', async () => {
    const { link, mp4 } = await buildSharedVideo(server);
    const client = new ShareVisitor(server);
    expect(await statuses(client, link)).toEqual([403, 403, 403]);

    const before = await client.share(link);
    expect(before.gate).toEqual({ termsAccepted: false, passwordVerified: true });
    expect(before.video).toMatchObject({ fileUrl: null, transcriptUrl: null, thumbnailUrl: null });

    const accepted = await client.accept(link);
    expect(accepted.status).toBe(200);
    const after = (await accepted.json()) as ShareResponse;
    expect(after.gate.termsAccepted).toBe(true);
    expect(after.video.fileUrl).toMatch(new RegExp(`^/media/share/${link}/video`));
    expect(await statuses(client, link)).toEqual([200, 200, 200]);
    const video = await client.get(after.video.fileUrl ?? '');
    expect(Buffer.from(await video.arrayBuffer()).equals(mp4)).toBe(true);
    expect(video.headers.get('content-type')).toBe('video/mp4');
  });

  it('asks for the password after the terms, and serves nothing until it is right', async () => {
    const { link } = await buildSharedVideo(server, { overrides: { password: 'tulip-42' } });
    const client = new ShareVisitor(server);
    expect((await client.verify(link, 'tulip-42')).status).toBe(403);
    await client.accept(link);
    const gated = await client.share(link);
    expect(gated.gate).toEqual({ termsAccepted: true, passwordVerified: false });
    expect(gated.video).toMatchObject({
      passwordProtected: true,
      fileUrl: null,
      title: null,
      clientName: null,
    });
    expect(JSON.stringify(gated)).not.toMatch(/scrypt|tulip/);
    // Neither the page nor the API says who the video is for before the password.
    const page = await (await client.get(`/share/${link}`)).text();
    expect(page).not.toContain('Jordan Smith');
    expect(await statuses(client, link)).toEqual([403, 403, 403]);

    const wrong = await client.verify(link, 'tulip-43');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Incorrect password. Please try again.' });
    expect(await statuses(client, link)).toEqual([403, 403, 403]);

    const right = await client.verify(link, 'tulip-42');
    expect(right.status).toBe(200);
    const open = (await right.json()) as ShareResponse;
    expect(open.video.title).toBe('Quarterly portfolio review');
    expect(open.video.clientName).toBe('Jordan Smith');
    expect(open.video.fileUrl).not.toBeNull();
    expect(await statuses(client, link)).toEqual([200, 200, 200]);
  });

  it('remembers the gate for the browser session, and only for that browser', async () => {
    const { link } = await buildSharedVideo(server, { overrides: { password: 'tulip-42' } });
    const client = new ShareVisitor(server);
    await client.accept(link);
    await client.verify(link, 'tulip-42');
    expect((await client.share(link)).gate).toEqual({
      termsAccepted: true,
      passwordVerified: true,
    });
    const page = await (await client.get(`/share/${link}`)).text();
    expect(page).toMatch(new RegExp(`<video[^>]+src="/media/share/${link}/video`));

    const stranger = new ShareVisitor(server);
    expect((await stranger.share(link)).gate.termsAccepted).toBe(false);
    expect(await statuses(stranger, link)).toEqual([403, 403, 403]);
  });

  it('never lets one link’s pass open another link’s files', async () => {
    const first = await buildSharedVideo(server);
    const second = await buildSharedVideo(server, { advisor: first.advisor });
    const client = new ShareVisitor(server);
    await client.accept(first.link);
    const pass = client.cookies.get(`briefcast_share_${first.link}`);
    expect(pass).toBeDefined();
    // The same token under the other link's cookie name, as a curious client might try.
    client.cookies.set(`briefcast_share_${second.link}`, pass ?? '');
    expect(await statuses(client, second.link)).toEqual([403, 403, 403]);
    expect(await statuses(client, first.link)).toEqual([200, 200, 200]);
  });

  it('refuses forged, tampered and expired passes', async () => {
    const { link } = await buildSharedVideo(server);
    const client = new ShareVisitor(server);
    await client.accept(link);
    const name = `briefcast_share_${link}`;
    const pass = client.cookies.get(name) ?? '';
    const [expires = '', flag = '', signature = ''] = pass.split('.');
    for (const forged of [
      `${Number(expires) + 1000}.${flag}.${signature}`,
      `${expires}.${flag === 'p' ? 't' : 'p'}.${signature}`,
      `${expires}.${flag}.${signature.slice(0, -2)}AA`,
      'garbage',
    ]) {
      client.cookies.set(name, forged);
      expect(await statuses(client, link)).toEqual([403, 403, 403]);
    }
    client.cookies.set(name, pass);
    server.clock.advance(5 * 60 * 60 * 1000);
    expect(await statuses(client, link)).toEqual([403, 403, 403]);
  });

  it('closes the video to everyone who knew the old password within GATE_MEMO_MS of a change', async () => {
    const { link, video } = await buildSharedVideo(server, { overrides: { password: 'tulip-42' } });
    const client = new ShareVisitor(server);
    await client.accept(link);
    await client.verify(link, 'tulip-42');
    expect(await statuses(client, link)).toEqual([200, 200, 200]);
    await server.deps.db
      .updateTable('shareLinks')
      .set({ passwordHash: 'scrypt$32768$8$1$c2FsdA==$aGFzaA==' })
      .where('videoId', '=', video.id)
      .execute();
    // A viewer already watching is served on the decision held for the range before.
    server.clock.advance(GATE_MEMO_MS);
    expect(await statuses(client, link)).toEqual([403, 403, 403]);
  });

  it('records each acceptance with the disclosure’s hash, the visit, the address and the browser', async () => {
    const { link, video } = await buildSharedVideo(server);
    const client = new ShareVisitor(server);
    const { branding } = await client.share(link);
    await client.accept(link);
    const [entry] = (await findAuditEntries(server.deps.db, video.id)).filter(
      (e) => e.action === 'share.terms_accepted',
    );
    expect(entry).toMatchObject({ actorType: 'client', actorId: client.sessionId });
    expect(JSON.parse(entry?.payload ?? '{}')).toMatchObject({
      disclosureSha256: branding.disclosureSha256,
      disclosureVersion: 1,
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (iPhone) test',
    });
    const events = await server.deps.db
      .selectFrom('viewerEvents')
      .selectAll()
      .where('videoId', '=', video.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'VIEWER_ACCEPTED_TERMS',
      sessionId: client.sessionId,
    });
    expect(JSON.parse(events[0]?.metadata ?? '{}')).toMatchObject({
      disclosureSha256: branding.disclosureSha256,
    });
  });

  it('refuses an acceptance of a disclosure the advisor has since changed', async () => {
    const { link, advisor } = await buildSharedVideo(server);
    const client = new ShareVisitor(server);
    const { branding } = await client.share(link);
    const changed = await server.send(
      'PATCH',
      '/api/settings/compliance',
      { disclosureText: 'A new disclosure, changed while the client read the old one.' },
      { Cookie: advisor.cookie },
    );
    expect(changed.status).toBe(200);
    const stale = await client.post(`/api/share/${link}/accept`, {
      sessionId: client.sessionId,
      disclosureSha256: branding.disclosureSha256,
    });
    expect(stale.status).toBe(409);
    expect(await statuses(client, link)).toEqual([403, 403, 403]);
    expect((await client.accept(link)).status).toBe(200);
  });

  it('stops password guessing from one address after 10 wrong tries in 15 minutes', async () => {
    const { link } = await buildSharedVideo(server, { overrides: { password: 'tulip-42' } });
    const client = new ShareVisitor(server);
    await client.accept(link);
    for (let i = 0; i < 10; i += 1) {
      expect((await client.verify(link, `guess-${i}`)).status).toBe(401);
    }
    const limited = await client.verify(link, 'tulip-42');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      message: 'Too many incorrect passwords. Please wait 15 minutes and try again.',
    });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    server.clock.advance(15 * 60 * 1000 + 1000);
    expect((await client.verify(link, 'tulip-42')).status).toBe(200);
    // Eleven scrypt checks: seconds on a busy two-core machine.
  }, 60_000);
});

describe('bad links and bad gate input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['an unknown link', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed link', 'not-a-link'],
    ['a 10 KB link', 'a'.repeat(10_000)],
  ])('answers %s with 404 everywhere', async (_, link) => {
    const client = new ShareVisitor(server);
    expect((await client.get(`/api/share/${link}`)).status).toBe(404);
    expect((await client.accept(link).catch(() => null))?.status ?? 404).toBe(404);
    expect(await statuses(client, link)).toEqual([404, 404, 404]);
  });

  it.each([
    ['no session id', { disclosureSha256: 'a'.repeat(64) }],
    ['a session id that is not a UUID', { sessionId: 'x', disclosureSha256: 'a'.repeat(64) }],
    ['no disclosure hash', { sessionId: '8d6a0c3e-56a4-4c4e-9a55-3b8f2f1c7d10' }],
    [
      'an unknown field',
      {
        sessionId: '8d6a0c3e-56a4-4c4e-9a55-3b8f2f1c7d10',
        disclosureSha256: 'a'.repeat(64),
        ok: 1,
      },
    ],
  ])('refuses an acceptance with %s, recording nothing', async (_, body) => {
    const { link, video } = await buildSharedVideo(server);
    const client = new ShareVisitor(server);
    const response = await client.post(`/api/share/${link}/accept`, body);
    expect(response.status).toBe(400);
    expect(client.cookies.size).toBe(0);
    expect(
      (await findAuditEntries(server.deps.db, video.id)).filter((e) =>
        e.action.startsWith('share.'),
      ),
    ).toEqual([]);
  });

  it('asks for a password when the box is blank', async () => {
    const { link } = await buildSharedVideo(server, { overrides: { password: 'tulip-42' } });
    const client = new ShareVisitor(server);
    await client.accept(link);
    const blank = await client.verify(link, '   ');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: 'Please enter a password.' });
  });
});
