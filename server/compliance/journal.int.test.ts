import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayloadOf } from '../jobs/job-names.ts';
import { sendActivityEmail } from '../notifications/service.ts';
import { sendAccountMail } from '../test/due-jobs.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { readableMail, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const ARCHIVE = 'journal@archive.example.com';

let server: TestServer;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, JOURNAL_BCC: ARCHIVE } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('JOURNAL_BCC', () => {
  it('sends the archive a copy of every email about a client’s activity, unseen by the advisor', async () => {
    const shared = await buildSharedVideo(server);
    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    await client.event(shared.link, 'VIDEO_PLAYED');
    const [job] = await server.deps.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'video.notify_activity')
      .where('payload', 'like', `%${shared.video.id}%`)
      .execute();
    await sendActivityEmail(
      server.deps,
      JSON.parse(job?.payload ?? '{}') as PayloadOf<'video.notify_activity'>,
    );
    const delivery = smtp.deliveries.find((d) =>
      readableMail(d.raw).includes(`/videos/${shared.video.id}`),
    );
    expect(delivery?.recipients.sort()).toEqual([shared.advisor.advisor.email, ARCHIVE].sort());
    expect(delivery?.raw).not.toMatch(/^Bcc:/im);
  });

  it('keeps account mail (a password reset code) out of the archive', async () => {
    const shared = await buildSharedVideo(server);
    const { email } = shared.advisor.advisor;
    expect((await server.post('/api/auth/forgot-password', { email })).status).toBeLessThan(300);
    await sendAccountMail(server.deps);
    await smtp.waitFor((raw) => raw.includes(email) && /reset code/i.test(readableMail(raw)));
    const reset = smtp.deliveries.find(
      (d) => d.recipients.includes(email) && /reset code/i.test(readableMail(d.raw)),
    );
    expect(reset?.recipients).toEqual([email]);
  });
});
