import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker, type JobWorker } from '../jobs/worker.ts';
import { buildAdvisor } from '../test/factories.ts';
import { resetCodeIn, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let smtp: SmtpSink;
let server: TestServer;
let worker: JobWorker;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  worker = await startWorker({ deps: server.deps, handlers: jobHandlers, pollMs: 20 });
});
afterAll(async () => {
  await worker.stop();
  await server.close();
  await smtp.close();
});

const jobsNamed = (name: string) =>
  server.deps.db
    .selectFrom('jobs')
    .select(['payload', 'attempts', 'lastError'])
    .where('name', '=', name)
    .execute();

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('account mail through the job queue', () => {
  it('delivers a reset code the mail server refused at first, once the worker retries', async () => {
    const account = await buildAdvisor(server);
    const { email } = account.advisor;
    await smtp.waitFor((m) => m.includes(`To: ${email}`) && m.includes('Welcome'));

    smtp.refuseNext(1);
    expect((await server.post('/api/auth/forgot-password', { email })).status).toBe(200);
    // The refusal is recorded on the job, which waits for its retry; the code is in no row.
    const [waiting] = await until(async () => {
      const jobs = await jobsNamed('accounts.code_mail');
      return jobs[0]?.lastError ? jobs : undefined;
    });
    expect(smtp.refused).toBe(1);
    expect(waiting?.attempts).toBe(1);
    expect(smtp.messages.some((m) => m.includes('reset code is'))).toBe(false);

    server.clock.advance(10_000); // the first retry's longest wait
    const mail = await smtp.waitFor(
      (m) => m.includes(`To: ${email}`) && m.includes('reset code is'),
    );
    const code = resetCodeIn(mail);
    expect(waiting?.payload).not.toContain(code);
    expect(await jobsNamed('accounts.code_mail')).toEqual([]);
    const reset = await server.post('/api/auth/reset-password', {
      email,
      token: code,
      newPassword: 'brand new pass',
    });
    expect(reset.status).toBe(200);
  });

  it('delivers a welcome email the mail server refused at first', async () => {
    smtp.refuseNext(1);
    const account = await buildAdvisor(server);
    await until(async () =>
      (await jobsNamed('accounts.welcome_mail'))[0]?.lastError ? 1 : undefined,
    );
    server.clock.advance(60_000); // the first retry's longest wait
    await smtp.waitFor((m) => m.includes(`To: ${account.advisor.email}`) && m.includes('Welcome'));
  });
});
