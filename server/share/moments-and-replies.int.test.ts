import { describe, expect, it } from 'vitest';
import type { VideoActivity } from '../../shared/api/videos.ts';
import { findAuditEntries } from '../audit/repo.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor } from '../test/factories.ts';
import { serverWithMailPerFile } from '../test/server-with-mail.ts';
import { buildSharedVideo, ShareVisitor, type SharedVideo } from '../test/shares.ts';
import { readableMail } from '../test/smtp-sink.ts';

const ARCHIVE = 'journal@archive.example.com';
const app = serverWithMailPerFile({ JOURNAL_BCC: ARCHIVE });

/** A 90-second shared video and a client past its terms. */
async function admitted(password?: string) {
  const shared = await buildSharedVideo(app.server, {
    overrides: { durationSeconds: 90, ...(password ? { password } : {}) },
  });
  await app.server.deps.db
    .updateTable('videos')
    .set({ duration: 90 })
    .where('id', '=', shared.video.id)
    .execute();
  const client = new ShareVisitor(app.server);
  await client.accept(shared.link);
  if (password) await client.verify(shared.link, password);
  return { shared, client };
}

const respond = (client: ShareVisitor, shared: SharedVideo, body: Record<string, unknown>) =>
  client.post(`/api/share/${shared.link}/compliments`, { sessionId: client.sessionId, ...body });

const asAdvisor = (cookie: string, method: string, path: string, body?: unknown) =>
  app.server.send(method, path, body, { Cookie: cookie });

async function activityOf(shared: SharedVideo): Promise<VideoActivity> {
  const path = `/api/videos/${shared.video.id}/activity`;
  return (await (await asAdvisor(shared.advisor.cookie, 'GET', path)).json()) as VideoActivity;
}

const replyPath = (shared: SharedVideo, commentId: string) =>
  `/api/videos/${shared.video.id}/comments/${commentId}/replies`;

describe('responses at a moment of the video', () => {
  it('keeps the moment of a reaction and a comment, and the advisor’s activity says it', async () => {
    const { shared, client } = await admitted();
    expect((await respond(client, shared, { type: 'celebrate', atSeconds: 12.5 })).status).toBe(
      201,
    );
    const comment = { type: 'custom', message: 'What about fees?', atSeconds: 74 };
    expect((await respond(client, shared, comment)).status).toBe(201);
    // An older page that sends no moment is still heard.
    expect((await respond(client, shared, { type: 'heart' })).status).toBe(201);
    const { responses } = await activityOf(shared);
    expect(
      responses
        .map((r) => [r.type, r.message, r.atSeconds])
        .sort((a, b) => `${a}`.localeCompare(`${b}`)),
    ).toEqual(
      [
        ['celebrate', 'Great news', 12.5],
        ['custom', 'What about fees?', 74],
        ['heart', 'Thank you', null],
      ].sort((a, b) => `${a}`.localeCompare(`${b}`)),
    );
  });

  it.each([
    ['a negative moment', -1, 400],
    ['a moment that is not a number', '1:23', 400],
    ['a moment beyond any video', 1e308, 400],
    ['a moment past the end of the video', 95, 400],
  ])('refuses %s, storing nothing', async (_, atSeconds, status) => {
    const { shared, client } = await admitted();
    const response = await respond(client, shared, { type: 'custom', message: 'Hi', atSeconds });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(/atSeconds/);
    expect((await activityOf(shared)).responses).toEqual([]);
  });

  it('tells the advisor by email at which moment each response came', async () => {
    const { shared, client } = await admitted();
    const sent = { type: 'custom', message: 'Why this fund?', atSeconds: 74.4 };
    expect((await respond(client, shared, sent)).status).toBe(201);
    await runDueJobs(app.server.deps, ['video.notify_activity']);
    const mail = await app.smtp.waitFor((raw) =>
      readableMail(raw).includes(`/videos/${shared.video.id}`),
    );
    expect(readableMail(mail)).toContain('“Why this fund?” at 1:14');
  });
});

describe('the advisor’s replies to comments', () => {
  it('shows a reply under its comment on the share page, only past the whole gate', async () => {
    const { shared, client } = await admitted('open sesame');
    await respond(client, shared, { type: 'custom', message: 'Can we meet?', atSeconds: 30 });
    const [comment] = (await activityOf(shared)).responses;
    const path = replyPath(shared, comment?.id ?? '');
    const sent = await asAdvisor(shared.advisor.cookie, 'POST', path, {
      body: '  Yes, Tuesday.  ',
    });
    expect(sent.status).toBe(201);

    expect((await client.share(shared.link)).threads).toMatchObject([
      {
        comment: { id: comment?.id, message: 'Can we meet?', atSeconds: 30 },
        replies: [{ body: 'Yes, Tuesday.' }],
      },
    ]);
    // Anyone with the link, once past the gate; before it, nothing of the conversation.
    const stranger = new ShareVisitor(app.server);
    expect((await stranger.share(shared.link)).threads).toEqual([]);
    await stranger.accept(shared.link);
    expect((await stranger.share(shared.link)).threads).toEqual([]);
    expect(await (await stranger.get(`/share/${shared.link}`)).text()).not.toContain('Tuesday');
    await stranger.verify(shared.link, 'open sesame');
    expect((await stranger.share(shared.link)).threads[0]?.replies[0]?.body).toBe('Yes, Tuesday.');
    // The advisor sees it on the video's page, under the comment.
    const [answered] = (await activityOf(shared)).responses;
    expect(answered?.replies.map((r) => r.body)).toEqual(['Yes, Tuesday.']);
  });

  it('audits the reply and sends the archive a copy naming the comment and its moment', async () => {
    const { shared, client } = await admitted();
    await respond(client, shared, { type: 'custom', message: 'Is it taxed?', atSeconds: 61 });
    const [comment] = (await activityOf(shared)).responses;
    const path = replyPath(shared, comment?.id ?? '');
    await asAdvisor(shared.advisor.cookie, 'POST', path, { body: 'Only the gains.' });

    const audited = await findAuditEntries(app.server.deps.db, shared.video.id);
    const entry = audited.find((e) => e.action === 'share.reply_sent');
    expect(entry?.actorType).toBe('advisor');
    expect(entry?.actorId).toBe(shared.advisor.advisor.id);
    expect(JSON.parse(entry?.payload ?? '{}')).toMatchObject({
      commentId: comment?.id,
      body: 'Only the gains.',
    });

    expect(await runDueJobs(app.server.deps, ['share.journal_reply'])).not.toContain('failed');
    const raw = await app.smtp.waitFor((r) => readableMail(r).includes('Only the gains.'));
    const delivery = app.smtp.deliveries.find((d) => d.raw === raw);
    expect(delivery?.recipients).toEqual([ARCHIVE]);
    const mail = readableMail(raw);
    expect(mail).toContain('Comment at 1:01: “Is it taxed?”');
    expect(mail).toContain(shared.advisor.advisor.email);
  });

  it('answers another advisor, a quick compliment and a blank reply with 4xx, storing nothing', async () => {
    const { shared, client } = await admitted();
    await respond(client, shared, { type: 'custom', message: 'Hello', atSeconds: 1 });
    await respond(client, shared, { type: 'thumbs_up', atSeconds: 2 });
    const responses = (await activityOf(shared)).responses;
    const commentId = responses.find((r) => r.type === 'custom')?.id ?? '';
    const complimentId = responses.find((r) => r.type === 'thumbs_up')?.id ?? '';
    const other = await buildAdvisor(app.server);
    const body = { body: 'Not yours to answer' };

    expect((await asAdvisor(other.cookie, 'POST', replyPath(shared, commentId), body)).status).toBe(
      404,
    );
    const own = (path: string, payload: unknown) =>
      asAdvisor(shared.advisor.cookie, 'POST', path, payload);
    expect((await own(replyPath(shared, complimentId), body)).status).toBe(404);
    expect((await own(replyPath(shared, 'not-an-id'), body)).status).toBe(404);
    const blank = await own(replyPath(shared, commentId), { body: '   ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: string }).message).toBe(
      'Please write a reply before sending.',
    );
    expect((await own(replyPath(shared, commentId), { body: 'x'.repeat(2001) })).status).toBe(400);
    expect((await app.server.post(replyPath(shared, commentId), body)).status).toBe(401);

    expect((await client.share(shared.link)).threads).toEqual([]);
    const audited = await findAuditEntries(app.server.deps.db, shared.video.id);
    expect(audited.map((e) => e.action)).not.toContain('share.reply_sent');
  });
});
