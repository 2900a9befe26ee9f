import { describe, expect, it } from 'vitest';
import type { PayloadOf } from '../jobs/job-names.ts';
import { sendActivityEmail } from '../notifications/service.ts';
import { sendAccountMail } from '../test/due-jobs.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { readableMail } from '../test/smtp-sink.ts';
import { serverWithMailPerFile } from '../test/server-with-mail.ts';

const ARCHIVE = 'journal@archive.example.com';
const app = serverWithMailPerFile({ JOURNAL_BCC: ARCHIVE });

describe('JOURNAL_BCC', () => {
  it('sends the archive a copy of every email about a client’s activity, unseen by the advisor', async () => {
    const shared = await buildSharedVideo(app.server);
    const client = new ShareVisitor(app.server);
    await client.accept(shared.link);
    await client.event(shared.link, 'VIDEO_PLAYED');
    const [job] = await app.server.deps.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'video.notify_activity')
      .where('payload', 'like', `%${shared.video.id}%`)
      .execute();
    await sendActivityEmail(
      app.server.deps,
      JSON.parse(job?.payload ?? '{}') as PayloadOf<'video.notify_activity'>,
    );
    const delivery = app.smtp.deliveries.find((d) =>
      readableMail(d.raw).includes(`/videos/${shared.video.id}`),
    );
    expect(delivery?.recipients.sort()).toEqual([shared.advisor.advisor.email, ARCHIVE].sort());
    expect(delivery?.raw).not.toMatch(/^Bcc:/im);
  });

  it('keeps account mail (a password reset code) out of the archive', async () => {
    const shared = await buildSharedVideo(app.server);
    const { email } = shared.advisor.advisor;
    expect((await app.server.post('/api/auth/forgot-password', { email })).status).toBeLessThan(
      300,
    );
    await sendAccountMail(app.server.deps);
    await app.smtp.waitFor((raw) => raw.includes(email) && /reset code/i.test(readableMail(raw)));
    const reset = app.smtp.deliveries.find(
      (d) => d.recipients.includes(email) && /reset code/i.test(readableMail(d.raw)),
    );
    expect(reset?.recipients).toEqual([email]);
  });
});
