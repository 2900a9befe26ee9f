import { describe, expect, it } from 'vitest';
import type { PayloadOf } from '../jobs/job-names.ts';
import { buildSharedVideo, ShareVisitor, type SharedVideo } from '../test/shares.ts';
import { readableMail } from '../test/smtp-sink.ts';
import { NOTIFY_EVERY_MS } from './schedule.ts';
import { sendActivityEmail } from './service.ts';
import { serverWithMailPerFile } from '../test/server-with-mail.ts';

const app = serverWithMailPerFile();

const queued = (videoId: string) =>
  app.server.deps.db
    .selectFrom('jobs')
    .select(['id', 'payload', 'runAt'])
    .where('name', '=', 'video.notify_activity')
    .where('payload', 'like', `%${videoId}%`)
    .where('status', '=', 'queued')
    .execute();

/** Runs the video's due notification jobs as the worker would, and removes them. */
async function runDueJobs(videoId: string): Promise<number> {
  const now = app.server.clock.now().getTime();
  const due = (await queued(videoId)).filter((job) => new Date(job.runAt).getTime() <= now);
  for (const job of due) {
    await sendActivityEmail(
      app.server.deps,
      JSON.parse(job.payload) as PayloadOf<'video.notify_activity'>,
    );
    await app.server.deps.db.deleteFrom('jobs').where('id', '=', job.id).execute();
  }
  return due.length;
}

const mailsFor = (shared: SharedVideo) =>
  app.smtp.messages.map(readableMail).filter((mail) => mail.includes(`/videos/${shared.video.id}`));

async function admitted(shared: SharedVideo) {
  const client = new ShareVisitor(app.server);
  await client.accept(shared.link);
  return client;
}

const compliment = (client: ShareVisitor, shared: SharedVideo, type: string, message?: string) =>
  client.post(`/api/share/${shared.link}/compliments`, {
    sessionId: client.sessionId,
    type,
    message,
  });

describe('emails to the advisor about clients’ activity', () => {
  it('tells of a video’s first view at once, with a link to its page', async () => {
    const shared = await buildSharedVideo(app.server);
    const client = await admitted(shared);
    await client.event(shared.link, 'VIDEO_PLAYED');
    expect(await runDueJobs(shared.video.id)).toBe(1);
    const [mail] = mailsFor(shared);
    expect(mail).toContain(`To: ${shared.advisor.advisor.email}`);
    expect(mail).toContain('Jordan Smith watched');
    expect(mail).toContain(`${app.server.url}/videos/${shared.video.id}`);
    // Later views are for the video's page, not the inbox.
    await (await admitted(shared)).event(shared.link, 'VIDEO_PLAYED');
    expect(await queued(shared.video.id)).toEqual([]);
  });

  it('batches responses into at most one email per video per 15 minutes', async () => {
    const shared = await buildSharedVideo(app.server);
    const client = await admitted(shared);
    await compliment(client, shared, 'heart');
    await runDueJobs(shared.video.id);
    expect(mailsFor(shared)).toHaveLength(1);
    expect(mailsFor(shared)[0]).toContain('Thank you');

    app.server.clock.advance(60 * 1000);
    await compliment(client, shared, 'custom', 'Can we meet on Friday?');
    await compliment(client, shared, 'clap');
    expect(await runDueJobs(shared.video.id)).toBe(0);
    const [waiting] = await queued(shared.video.id);
    expect(new Date(waiting?.runAt ?? 0).getTime() - app.server.clock.now().getTime()).toBe(
      NOTIFY_EVERY_MS - 60 * 1000,
    );

    app.server.clock.advance(NOTIFY_EVERY_MS);
    expect(await runDueJobs(shared.video.id)).toBe(1);
    const mails = mailsFor(shared);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('2 new responses');
    expect(mails[1]).toContain('Can we meet on Friday?');
    expect(mails[1]).toContain('Great explanation');
  });

  it('mails a question asked a minute after the first view at once, and digests what follows', async () => {
    const shared = await buildSharedVideo(app.server);
    const client = await admitted(shared);
    await client.event(shared.link, 'VIDEO_PLAYED');
    expect(await runDueJobs(shared.video.id)).toBe(1);
    expect(mailsFor(shared)).toHaveLength(1);

    app.server.clock.advance(60 * 1000);
    expect((await compliment(client, shared, 'custom', 'Is the fee annual?')).status).toBe(201);
    expect(await runDueJobs(shared.video.id)).toBe(1);
    expect(mailsFor(shared)).toHaveLength(2);
    expect(mailsFor(shared)[1]).toContain('Is the fee annual?');

    // A burst that follows, from parallel requests: one digest when the quarter hour is up.
    app.server.clock.advance(60 * 1000);
    const burst = await Promise.all(
      ['Thanks!', 'And the exit fee?', 'Call me'].map((text) =>
        compliment(client, shared, 'custom', text),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await runDueJobs(shared.video.id)).toBe(0);
    app.server.clock.advance(NOTIFY_EVERY_MS);
    expect(await runDueJobs(shared.video.id)).toBe(1);
    const mails = mailsFor(shared);
    expect(mails).toHaveLength(3);
    expect(mails[2]).toContain('3 new responses');
    expect(mails[2]).not.toContain('Is the fee annual?');

    // After a quiet quarter hour, the next question is a new conversation: mailed at once.
    app.server.clock.advance(NOTIFY_EVERY_MS);
    await compliment(client, shared, 'custom', 'One more thing');
    expect(await runDueJobs(shared.video.id)).toBe(1);
    expect(mailsFor(shared)).toHaveLength(4);
  });

  it('sends nothing to an advisor who turned the emails off', async () => {
    const shared = await buildSharedVideo(app.server);
    await app.server.send(
      'PATCH',
      '/api/settings/notifications',
      { notifyOnActivity: false },
      { Cookie: shared.advisor.cookie },
    );
    const client = await admitted(shared);
    await client.event(shared.link, 'VIDEO_PLAYED');
    await compliment(client, shared, 'thumbs_up');
    await runDueJobs(shared.video.id);
    expect(mailsFor(shared)).toEqual([]);
  });

  it('writes a client’s words into the email as text', async () => {
    const shared = await buildSharedVideo(app.server);
    const client = await admitted(shared);
    await compliment(client, shared, 'custom', '<a href="https://evil.example">click</a>');
    await runDueJobs(shared.video.id);
    const [mail = ''] = mailsFor(shared);
    const htmlPart = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(htmlPart).not.toContain('<a href="https://evil.example">');
    expect(htmlPart).toContain('&lt;a href=');
  });
});
