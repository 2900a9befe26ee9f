import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../job-handlers.ts';
import { startWorker, type JobWorker } from '../jobs/worker.ts';
import { buildAdvisor } from '../test/factories.ts';
import { resetCodeIn } from '../test/smtp-sink.ts';
import { serverWithMailPerFile } from '../test/server-with-mail.ts';

const app = serverWithMailPerFile();

let worker: JobWorker;
beforeAll(async () => {
  worker = await startWorker({ deps: app.server.deps, handlers: jobHandlers, pollMs: 20 });
});
afterAll(async () => {
  await worker.stop();
});

const jobsNamed = (name: string) =>
  app.server.deps.db
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
    const account = await buildAdvisor(app.server);
    const { email } = account.advisor;
    await app.smtp.waitFor((m) => m.includes(`To: ${email}`) && m.includes('Welcome'));

    app.smtp.refuseNext(1);
    expect((await app.server.post('/api/auth/forgot-password', { email })).status).toBe(200);
    // The refusal is recorded on the job, which waits for its retry; the code is in no row.
    const [waiting] = await until(async () => {
      const jobs = await jobsNamed('accounts.code_mail');
      return jobs[0]?.lastError ? jobs : undefined;
    });
    expect(app.smtp.refused).toBe(1);
    expect(waiting?.attempts).toBe(1);
    expect(app.smtp.messages.some((m) => m.includes('reset code is'))).toBe(false);

    app.server.clock.advance(10_000); // the first retry's longest wait
    const mail = await app.smtp.waitFor(
      (m) => m.includes(`To: ${email}`) && m.includes('reset code is'),
    );
    const code = resetCodeIn(mail);
    expect(waiting?.payload).not.toContain(code);
    // The worker deletes the job after the server accepted the message, a moment after it arrived.
    await until(async () => ((await jobsNamed('accounts.code_mail')).length === 0 ? 1 : undefined));
    const reset = await app.server.post('/api/auth/reset-password', {
      email,
      token: code,
      newPassword: 'brand new pass',
    });
    expect(reset.status).toBe(200);
  });

  it('delivers a welcome email the mail server refused at first', async () => {
    app.smtp.refuseNext(1);
    const account = await buildAdvisor(app.server);
    await until(async () =>
      (await jobsNamed('accounts.welcome_mail'))[0]?.lastError ? 1 : undefined,
    );
    app.server.clock.advance(60_000); // the first retry's longest wait
    await app.smtp.waitFor(
      (m) => m.includes(`To: ${account.advisor.email}`) && m.includes('Welcome'),
    );
  });
});
