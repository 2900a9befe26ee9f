import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../shared/api/settings.ts';
import { sendAccountMail } from '../test/due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { readableMail } from '../test/smtp-sink.ts';
import { serverWithMailPerFile } from '../test/server-with-mail.ts';

const app = serverWithMailPerFile();

const MINUTE = 60_000;
const freshEmail = () => `moved.${randomUUID()}@example.com`;

const requestChange = (who: SignedInAdvisor, body: Record<string, unknown>) =>
  app.server.send('POST', '/api/settings/email-change', body, { Cookie: who.cookie });
const confirm = (who: SignedInAdvisor, code: string) =>
  app.server.send('POST', '/api/settings/email-change/confirm', { code }, { Cookie: who.cookie });
const login = (email: string, password: string) =>
  app.server.post('/api/auth/login', { email, password });

async function settingsOf(who: SignedInAdvisor): Promise<SettingsResponse> {
  const response = await app.server.fetch('/api/settings', { headers: { Cookie: who.cookie } });
  return (await response.json()) as SettingsResponse;
}

/** Asks for the change with the right password and reads the code the new inbox received. */
async function codeSentTo(who: SignedInAdvisor, newEmail: string): Promise<string> {
  const response = await requestChange(who, { newEmail, currentPassword: who.password });
  expect(response.status, await response.clone().text()).toBe(200);
  // The code's email (and the notice to the current address) go through the job queue.
  await sendAccountMail(app.server.deps);
  const raw = await app.smtp.waitFor((m) => m.includes(`To: ${newEmail}`));
  const code = /enter this code in Settings: (\d{6})/.exec(readableMail(raw))?.[1];
  if (!code) throw new Error(`no code in the message:\n${raw}`);
  return code;
}

describe('changing the sign-in email', () => {
  it('needs the current password: without it or with a wrong one nothing changes', async () => {
    const who = await buildAdvisor(app.server);
    const newEmail = freshEmail();
    const missing = await requestChange(who, { newEmail });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      errors: [{ path: 'currentPassword', message: 'Enter your current password' }],
    });
    const wrong = await requestChange(who, { newEmail, currentPassword: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: [{ path: 'currentPassword', message: 'That is not your current password.' }],
    });
    // The old way, through the contact form, is closed.
    const contact = await app.server.send(
      'PATCH',
      '/api/settings/contact',
      { advisorName: 'Ana', companyName: 'Diaz', email: newEmail },
      { Cookie: who.cookie },
    );
    expect(contact.status).toBe(400);
    expect(await settingsOf(who)).toMatchObject({
      advisor: { email: who.advisor.email },
      pendingEmail: null,
    });
    expect(app.smtp.messages.some((m) => m.includes(newEmail))).toBe(false);
  });

  it('counts wrong passwords on the sign-in limits, so it cannot be used to guess them', async () => {
    const who = await buildAdvisor(app.server);
    const newEmail = freshEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await requestChange(who, { newEmail, currentPassword: `guess ${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // The same counter stops sign-in with guessed passwords from this address.
    expect((await login(who.advisor.email, 'guess 11')).status).toBe(429);
  });

  it('waits for the code sent to the new address, and tells the old address', async () => {
    const who = await buildAdvisor(app.server);
    const newEmail = freshEmail();
    const code = await codeSentTo(who, newEmail);
    expect(await settingsOf(who)).toMatchObject({
      advisor: { email: who.advisor.email },
      pendingEmail: newEmail,
    });
    const notice = readableMail(
      await app.smtp.waitFor(
        (m) => m.includes(`To: ${who.advisor.email}`) && m.includes('being changed'),
      ),
    );
    expect(notice).toContain(newEmail);
    expect(notice).not.toContain(code);
    // Until the code is entered the old address signs in and the new one does not.
    expect((await login(who.advisor.email, who.password)).status).toBe(200);
    expect((await login(newEmail, who.password)).status).toBe(401);

    const confirmed = await confirm(who, code);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      advisor: { email: newEmail },
      pendingEmail: null,
    });
    expect((await login(newEmail, who.password)).status).toBe(200);
    expect((await login(who.advisor.email, who.password)).status).toBe(401);
    // One use only.
    const again = await confirm(who, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses a wrong code and an expired one, keeping the old email', async () => {
    const who = await buildAdvisor(app.server);
    const newEmail = freshEmail();
    const code = await codeSentTo(who, newEmail);
    const wrong = await confirm(who, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      errors: [{ path: 'code', message: expect.stringContaining('wrong or has expired') }],
    });
    app.server.clock.advance(10 * MINUTE + 1000);
    expect((await confirm(who, code)).status).toBe(400);
    expect(await settingsOf(who)).toMatchObject({
      advisor: { email: who.advisor.email },
      pendingEmail: null,
    });
  });

  it('does not let a code mailed to a new address reset the password', async () => {
    const who = await buildAdvisor(app.server);
    const code = await codeSentTo(who, freshEmail());
    const reset = await app.server.post('/api/auth/reset-password', {
      email: who.advisor.email,
      token: code,
      newPassword: 'taken over pass',
    });
    expect(reset.status).toBe(400);
    expect((await login(who.advisor.email, who.password)).status).toBe(200);
  });

  it('refuses an address another account has, as sign-up does, and the same address', async () => {
    const other = await buildAdvisor(app.server);
    const who = await buildAdvisor(app.server);
    const taken = await requestChange(who, {
      newEmail: other.advisor.email.toUpperCase(),
      currentPassword: who.password,
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      code: 'EMAIL_ALREADY_EXISTS',
      message: 'An account with this email already exists',
    });
    const same = await requestChange(who, {
      newEmail: who.advisor.email,
      currentPassword: who.password,
    });
    expect(same.status).toBe(400);
    expect((await settingsOf(who)).pendingEmail).toBeNull();
  });

  it('answers 409 at the code when the address was taken while the change waited', async () => {
    const who = await buildAdvisor(app.server);
    const newEmail = freshEmail();
    const code = await codeSentTo(who, newEmail);
    await buildAdvisor(app.server, { email: newEmail });
    const response = await confirm(who, code);
    expect(response.status).toBe(409);
    expect((await settingsOf(who)).advisor.email).toBe(who.advisor.email);
  });

  it('a cancelled change keeps the email and its code stops working', async () => {
    const who = await buildAdvisor(app.server);
    const code = await codeSentTo(who, freshEmail());
    const cancelled = await app.server.send('DELETE', '/api/settings/email-change', undefined, {
      Cookie: who.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ pendingEmail: null });
    expect((await confirm(who, code)).status).toBe(400);
    expect((await settingsOf(who)).advisor.email).toBe(who.advisor.email);
  });

  it('needs a session', async () => {
    const response = await app.server.post('/api/settings/email-change/confirm', {
      code: '123456',
    });
    expect(response.status).toBe(401);
  });
});
