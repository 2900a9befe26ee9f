import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function admitted(client = new ShareVisitor(server)) {
  const shared = await buildSharedVideo(server, { overrides: { durationSeconds: 90 } });
  await server.deps.db
    .updateTable('videos')
    .set({ duration: 90 })
    .where('id', '=', shared.video.id)
    .execute();
  await client.accept(shared.link);
  return { ...shared, client };
}

const eventsOf = (videoId: string) =>
  server.deps.db
    .selectFrom('viewerEvents')
    .select(['event', 'sessionId', 'metadata'])
    .where('videoId', '=', videoId)
    .where('event', '!=', 'VIEWER_ACCEPTED_TERMS')
    .orderBy('createdAt')
    .execute();

const visitOf = (videoId: string, sessionId: string) =>
  server.deps.db
    .selectFrom('viewerSessions')
    .selectAll()
    .where('videoId', '=', videoId)
    .where('sessionId', '=', sessionId)
    .executeTakeFirstOrThrow();

const viewCountOf = async (videoId: string) =>
  (
    await server.deps.db
      .selectFrom('shareLinks')
      .select('viewCount')
      .where('videoId', '=', videoId)
      .executeTakeFirstOrThrow()
  ).viewCount;

describe('what the player reports', () => {
  it('keeps each event with its visit, and counts one view for the pass, not one per visit', async () => {
    const { client, link, video } = await admitted();
    for (const event of ['VIDEO_PLAYED', 'VIDEO_PAUSED', 'VIDEO_PLAYED', 'CAPTIONS_OFF']) {
      expect((await client.event(link, event, { position: 3 })).status).toBe(204);
    }
    expect((await client.event(link, 'SPEED_CHANGED', { speed: 1.5 })).status).toBe(204);
    const events = await eventsOf(video.id);
    expect(events.map((e) => e.event)).toEqual([
      'VIDEO_PLAYED',
      'VIDEO_PAUSED',
      'VIDEO_PLAYED',
      'CAPTIONS_OFF',
      'SPEED_CHANGED',
    ]);
    expect(events.every((e) => e.sessionId === client.sessionId)).toBe(true);
    expect(JSON.parse(events[4]?.metadata ?? '{}')).toEqual({ speed: 1.5 });
    expect(await viewCountOf(video.id)).toBe(1);

    // The same browser, a new visit (a reload): the gate is remembered, and so is the view.
    const reload = new ShareVisitor(server);
    for (const [name, value] of client.cookies) reload.cookies.set(name, value);
    await reload.event(link, 'VIDEO_PLAYED');
    expect((await visitOf(video.id, reload.sessionId)).playedAt).not.toBeNull();
    expect(await viewCountOf(video.id)).toBe(1);
  });

  it('counts one view per pass through the gate, however many visit ids the client makes up', async () => {
    const { client, link, video, advisor } = await admitted();
    const played = () =>
      client.post(`/api/share/${link}/events`, { sessionId: randomUUID(), event: 'VIDEO_PLAYED' });
    const statuses = await Promise.all(Array.from({ length: 40 }, played));
    expect(statuses.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 204));
    const advisorSees = async () => {
      const response = await server.fetch(`/api/videos/${video.id}`, {
        headers: { Cookie: advisor.cookie },
      });
      return ((await response.json()) as VideoResponse).video.viewCount;
    };
    expect(await advisorSees()).toBe(1);
    const activityJobs = await server.deps.db
      .selectFrom('jobs')
      .select('name')
      .where('payload', 'like', `%${video.id}%`)
      .execute();
    expect(activityJobs.filter((j) => j.name === 'video.notify_activity')).toHaveLength(1);

    // The browser closed (its session cookie gone), the link reopened: the gate again, a new view.
    client.cookies.clear();
    expect((await client.accept(link)).status).toBe(200);
    await Promise.all(Array.from({ length: 5 }, played));
    expect(await advisorSees()).toBe(2);
  }, 30_000);

  it('keeps the furthest point each visit reached, and completion as the end', async () => {
    const { client, link, video } = await admitted();
    const progress = (position: number) =>
      client.post(`/api/share/${link}/progress`, { sessionId: client.sessionId, position });
    expect((await progress(12.5)).status).toBe(204);
    await progress(40);
    await progress(8); // a rewind is not less watched
    expect((await visitOf(video.id, client.sessionId)).furthestSecond).toBe(40);
    await progress(5000);
    expect((await visitOf(video.id, client.sessionId)).furthestSecond).toBe(90);
    await client.event(link, 'VIDEO_COMPLETED');
    expect((await visitOf(video.id, client.sessionId)).completedAt).not.toBeNull();
  });

  it('refuses events before the gate is passed', async () => {
    const { link, video } = await buildSharedVideo(server);
    const stranger = new ShareVisitor(server);
    expect((await stranger.event(link, 'VIDEO_PLAYED')).status).toBe(403);
    expect(await eventsOf(video.id)).toEqual([]);
  });

  it.each([
    ['an event outside the list', 'VIDEO_EXPLODED', undefined],
    ['a gate event only the server may record', 'PASSWORD_VERIFIED', undefined],
    ['details over 4 KB', 'VIDEO_PAUSED', { note: 'x'.repeat(4100) }],
    ['details that are not JSON', 'VIDEO_PAUSED', '{not json'],
    ['a speed the player does not offer', 'SPEED_CHANGED', { speed: 16 }],
  ])('refuses %s, storing nothing', async (_, event, metadata) => {
    const { client, link, video } = await admitted();
    const response = await client.event(link, event, metadata);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).not.toBe('');
    expect(await eventsOf(video.id)).toEqual([]);
  });

  it('slows down a flood of events from one visit', async () => {
    const { client, link, video } = await admitted();
    const answers: number[] = [];
    for (let i = 0; i < 125; i += 1)
      answers.push((await client.event(link, 'VIDEO_PAUSED')).status);
    expect(answers.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(answers.slice(120)).toEqual([429, 429, 429, 429, 429]);
    expect(await eventsOf(video.id)).toHaveLength(120);
  }, 60_000);
});

describe('compliments and comments', () => {
  const send = (client: ShareVisitor, link: string, body: Record<string, unknown>) =>
    client.post(`/api/share/${link}/compliments`, { sessionId: client.sessionId, ...body });

  const complimentsOf = (videoId: string) =>
    server.deps.db
      .selectFrom('viewerCompliments')
      .select(['type', 'message', 'sessionId'])
      .where('videoId', '=', videoId)
      .orderBy('createdAt')
      .execute();

  it('keeps a quick compliment with its label and a comment trimmed, and thanks the client', async () => {
    const { client, link, video } = await admitted();
    const quick = await send(client, link, { type: 'clap', message: 'anything at all' });
    expect(quick.status).toBe(201);
    expect(await quick.json()).toEqual({
      title: 'Thank you!',
      message: 'Your feedback has been sent to the advisor.',
    });
    await send(client, link, { type: 'custom', message: '  Can we talk about the Roth?  ' });
    expect(await complimentsOf(video.id)).toEqual([
      { type: 'clap', message: 'Great explanation', sessionId: client.sessionId },
      { type: 'custom', message: 'Can we talk about the Roth?', sessionId: client.sessionId },
    ]);
    expect((await eventsOf(video.id)).map((e) => e.event)).toEqual([
      'COMPLIMENT_SENT',
      'COMPLIMENT_SENT',
    ]);
    const audited = (await findAuditEntries(server.deps.db, video.id)).map((e) => e.action);
    expect(audited.filter((a) => a.startsWith('share.com'))).toEqual([
      'share.compliment_received',
      'share.comment_received',
    ]);
  });

  it.each([
    [
      'an empty comment',
      { type: 'custom', message: '   ' },
      'Please write a comment before sending.',
    ],
    ['a comment over 2000 characters', { type: 'custom', message: 'x'.repeat(2001) }, '2000'],
    ['a compliment type outside the four', { type: 'wink' }, 'type must be one of'],
    ['a comment that is not text', { type: 'custom', message: 42 }, 'must be text'],
  ])('refuses %s, storing nothing', async (_, body, message) => {
    const { client, link, video } = await admitted();
    const response = await send(client, link, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect(await complimentsOf(video.id)).toEqual([]);
  });

  it('accepts a comment of exactly 2000 characters, HTML and all, as text', async () => {
    const { client, link, video } = await admitted();
    const message = `<b>bold</b>${'y'.repeat(1989)}`;
    expect(message).toHaveLength(2000);
    expect((await send(client, link, { type: 'custom', message })).status).toBe(201);
    expect((await complimentsOf(video.id))[0]?.message).toBe(message);
  });
});
