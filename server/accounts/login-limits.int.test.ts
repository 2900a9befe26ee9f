import { describe, expect, it } from 'vitest';
import { sendAccountMail } from '../test/due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { resetCodeIn } from '../test/smtp-sink.ts';
import { serverWithMailPerFile } from '../test/server-with-mail.ts';

const app = serverWithMailPerFile({ TRUST_PROXY: 'true' });

const MINUTE = 60_000;
const WAIT_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const BRAKE_MESSAGE =
  'Too many failed sign-in attempts on this account. Reset your password with a code sent to your email to sign in now.';

// Behind a trusted proxy the client's address is X-Forwarded-For's, so one test machine can
// be many addresses. Each test has an account of its own; addresses are per test too.

let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};
const login = (email: string, password: string, address: string) =>
  app.server.post('/api/auth/login', { email, password }, { 'X-Forwarded-For': address });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** `n` wrong passwords for the account, all at once, from one address: their statuses. */
async function wrongBurst(account: SignedInAdvisor, n: number, address: string) {
  const guesses = Array.from({ length: n }, (_, i) => `wrong guess ${i}`);
  const answers = await Promise.all(guesses.map((g) => login(account.advisor.email, g, address)));
  return answers.map((answer) => answer.status);
}

describe('sign-in limits under a burst', () => {
  it('compares no more than 10 of 60 wrong passwords sent at once, and then refuses the right one', async () => {
    const account = await buildAdvisor(app.server);
    const address = newAddress();
    const statuses = await wrongBurst(account, 60, address);
    // At most 10 compared. Fewer is possible: a request refused by one of its counters hands
    // all of them back, and until it does, a request beside it may see the limit reached.
    const compared = count(statuses, 401);
    expect(compared).toBeLessThanOrEqual(10);
    expect(compared + count(statuses, 429)).toBe(60);
    // Nothing refused was counted: exactly the rest of the 10 are compared, one at a time.
    for (let i = compared; i < 10; i += 1) {
      expect((await login(account.advisor.email, `late guess ${i}`, address)).status).toBe(401);
    }
    const right = await login(account.advisor.email, account.password, address);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'RATE_LIMITED', message: WAIT_MESSAGE });
  }, 120_000);

  it('compares at most 10 of 59 wrong passwords and the right one sent together', async () => {
    const account = await buildAdvisor(app.server);
    const address = newAddress();
    const passwords = [
      ...Array.from({ length: 59 }, (_, i) => `wrong guess ${i}`),
      account.password,
    ];
    const answers = await Promise.all(
      passwords.map((p) => login(account.advisor.email, p, address)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 401) + count(statuses, 200)).toBeLessThanOrEqual(10);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(50);
  }, 120_000);
});

describe('sign-in limits that do not lock the owner out', () => {
  it('stops an email from one address after 10 failures, then lets it in again after 15 minutes', async () => {
    const account = await buildAdvisor(app.server);
    const address = newAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await login(account.advisor.email, 'wrong-guess', address)).status).toBe(401);
    const blocked = await login(account.advisor.email, account.password, address);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: WAIT_MESSAGE });
    app.server.clock.advance(15 * MINUTE + 1000);
    expect((await login(account.advisor.email, account.password, address)).status).toBe(200);
  }, 120_000);

  it('lets the owner in from another address while one address guesses their password', async () => {
    const account = await buildAdvisor(app.server);
    const attacker = newAddress();
    const statuses = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await login(account.advisor.email, `guess ${i}`, attacker)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect((await login(account.advisor.email, account.password, newAddress())).status).toBe(200);
  }, 120_000);

  it('stops one address trying many emails after 30 failures', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i += 1) {
      const answer = await login(`spray.${i}@example.com`, 'guess1234', address);
      expect(answer.status).toBe(401);
    }
    const account = await buildAdvisor(app.server);
    const refused = await login(account.advisor.email, account.password, address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: WAIT_MESSAGE });
  }, 180_000);

  it('brakes an email guessed from many addresses, and a reset code gets the owner past it', async () => {
    const account = await buildAdvisor(app.server);
    const email = account.advisor.email;
    // 5 addresses × 10 wrong passwords: 50 in a day, the brake's limit.
    for (let a = 0; a < 5; a += 1) {
      const address = newAddress();
      for (let i = 0; i < 10; i += 1)
        expect((await login(email, `guess ${a}.${i}`, address)).status).toBe(401);
    }
    const owner = newAddress();
    const braked = await login(email, account.password, owner);
    expect(braked.status).toBe(429);
    expect(await braked.json()).toMatchObject({ code: 'RATE_LIMITED', message: BRAKE_MESSAGE });
    // Waiting out the 15-minute limits does not lift the brake.
    app.server.clock.advance(16 * MINUTE);
    expect((await login(email, account.password, owner)).status).toBe(429);

    const before = app.smtp.messages.length;
    const forgot = await app.server.post(
      '/api/auth/forgot-password',
      { email },
      { 'X-Forwarded-For': owner },
    );
    expect(forgot.status).toBe(200);
    await sendAccountMail(app.server.deps);
    const mail = await app.smtp.waitFor(
      (m) =>
        app.smtp.messages.indexOf(m) >= before &&
        m.includes(`To: ${email}`) &&
        m.includes('reset code is'),
    );
    const newPassword = 'a fresh password';
    const reset = await app.server.post(
      '/api/auth/reset-password',
      { email, token: resetCodeIn(mail), newPassword },
      { 'X-Forwarded-For': owner },
    );
    expect(reset.status).toBe(200);
    expect((await login(email, newPassword, owner)).status).toBe(200);
  }, 300_000);
});
