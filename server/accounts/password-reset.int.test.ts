import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxDir } from '../mail/mailer.ts';
import { sendAccountMail } from '../test/due-jobs.ts';
import { buildAdvisor, sessionCookie, type SignedInAdvisor } from '../test/factories.ts';
import { resetCodeIn } from '../test/smtp-sink.ts';
import { serverWithMailPerFile } from '../test/server-with-mail.ts';
import { startTestServer } from '../test/test-server.ts';

const app = serverWithMailPerFile({ TRUST_PROXY: 'true' });

const MINUTE = 60_000;
const forgot = (email: string) => app.server.post('/api/auth/forgot-password', { email });
const reset = (email: string, token: string, newPassword = 'brand new pass') =>
  app.server.post('/api/auth/reset-password', { email, token, newPassword });

/** Asks for a code and reads it out of the email the real SMTP server received. */
async function emailedCode(advisor: SignedInAdvisor): Promise<string> {
  const before = app.smtp.messages.length;
  expect((await forgot(advisor.advisor.email)).status).toBe(200);
  await sendAccountMail(app.server.deps);
  // The welcome email goes to the same address, maybe later than this request: skip it.
  const raw = await app.smtp.waitFor(
    (m) =>
      app.smtp.messages.indexOf(m) >= before &&
      m.includes(`To: ${advisor.advisor.email}`) &&
      m.includes('reset code is'),
  );
  return resetCodeIn(raw);
}

describe('password reset by emailed code', () => {
  it('resets the password, signs out every other session, and the code works once', async () => {
    const account = await buildAdvisor(app.server);
    const code = await emailedCode(account);
    const response = await reset(account.advisor.email, code);
    expect(response.status).toBe(200);

    const oldLogin = await app.server.post('/api/auth/login', {
      email: account.advisor.email,
      password: account.password,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app.server.post('/api/auth/login', {
      email: account.advisor.email,
      password: 'brand new pass',
    });
    expect(newLogin.status).toBe(200);
    const me = await app.server.fetch('/api/auth/me', { headers: { Cookie: account.cookie } });
    expect(await me.json()).toEqual({ advisor: null });
    expect(sessionCookie(newLogin)).toBeTruthy();

    const again = await reset(account.advisor.email, code, 'another pass');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('sends a plain-text and an HTML part with the advisor name and no tracking', async () => {
    const account = await buildAdvisor(app.server);
    const code = await emailedCode(account);
    const raw = app.smtp.messages.find((m) => m.includes(`reset code is ${code}`)) ?? '';
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain(account.advisor.advisorName);
    expect(raw).not.toMatch(/<img/i);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = app.smtp.messages.length;
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.status).toBe(200);
    const account = await buildAdvisor(app.server);
    const known = await forgot(account.advisor.email);
    expect(await unknown.json()).toEqual(await known.json());
    await sendAccountMail(app.server.deps);
    await app.smtp.waitFor((m) => m.includes(`To: ${account.advisor.email}`));
    expect(app.smtp.messages.slice(before).some((m) => m.includes('nobody-here@example.com'))).toBe(
      false,
    );
  });

  it('refuses a code after 10 minutes', async () => {
    const account = await buildAdvisor(app.server);
    const code = await emailedCode(account);
    app.server.clock.advance(10 * MINUTE + 1000);
    const response = await reset(account.advisor.email, code);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('kills a code after 5 wrong tries', async () => {
    const account = await buildAdvisor(app.server);
    const code = await emailedCode(account);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await reset(account.advisor.email, wrong)).status).toBe(400);
    expect((await reset(account.advisor.email, code)).status).toBe(400);
  });

  it('compares no more than 5 of 30 wrong codes sent at once, and the code is then dead', async () => {
    const account = await buildAdvisor(app.server);
    const code = await emailedCode(account);
    const wrong = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(wrong.map((guess) => reset(account.advisor.email, guess)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(30).fill(400));
    // Each try is counted before its comparison: the count is the number of codes compared.
    const token = await app.server.deps.db
      .selectFrom('passwordResetTokens')
      .select('attempts')
      .where('advisorId', '=', account.advisor.id)
      .executeTakeFirstOrThrow();
    expect(token.attempts).toBe(5);
    expect((await reset(account.advisor.email, code)).status).toBe(400);
  });

  it('makes only the newest code work', async () => {
    const account = await buildAdvisor(app.server);
    const first = await emailedCode(account);
    const second = await emailedCode(account);
    if (first !== second) expect((await reset(account.advisor.email, first)).status).toBe(400);
    expect((await reset(account.advisor.email, second)).status).toBe(200);
  });

  it('limits reset requests to 5 an hour per email', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i += 1) expect((await forgot(email)).status).toBe(200);
    const blocked = await forgot(email);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      message:
        'Too many reset codes requested. Please use the link in the last email, or wait an hour.',
    });
  });

  it('limits reset requests to 20 an hour per address, across emails', async () => {
    const from = (email: string, address: string) =>
      app.server.post('/api/auth/forgot-password', { email }, { 'X-Forwarded-For': address });
    for (let i = 0; i < 20; i += 1)
      expect((await from(`inbox.${i}@example.com`, '198.51.100.20')).status).toBe(200);
    const blocked = await from('inbox.20@example.com', '198.51.100.20');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      message: 'Too many reset codes requested. Please wait an hour and try again.',
    });
    expect((await from('inbox.20@example.com', '198.51.100.21')).status).toBe(200);
  });

  it.each([
    [
      { email: 'a@b.co', token: '12', newPassword: 'maple friday' },
      'Please enter the 6-digit code',
    ],
    [
      { email: 'a@b.co', token: '123456', newPassword: '123' },
      'Password must be at least 8 characters',
    ],
    [
      { email: 'a@b.co', token: '123456', newPassword: 'password123' },
      'This password is one of the most common ones, so it is easy to guess. Please choose another.',
    ],
    [
      { email: 'not-an-email', token: '123456', newPassword: 'maple friday' },
      'Please enter a valid email address',
    ],
  ])('refuses a malformed reset with the form message', async (body, message) => {
    const response = await app.server.post('/api/auth/reset-password', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });
});

describe('mail without an SMTP server', () => {
  it('writes each message as an .eml file to the outbox', async () => {
    const local = await startTestServer();
    const account = await buildAdvisor(local);
    await local.post('/api/auth/forgot-password', { email: account.advisor.email });
    await sendAccountMail(local.deps);
    const dir = outboxDir(local.database.dataDir);
    const deadline = Date.now() + 5000;
    let files: string[] = [];
    while (Date.now() < deadline && files.length < 2) {
      files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const contents = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    expect(contents.some((c) => c.includes('Subject: Welcome to Briefcast'))).toBe(true);
    expect(resetCodeIn(contents.find((c) => c.includes('reset code')) ?? '')).toMatch(/^\d{6}$/);
    await local.close();
  });
});
