import { describe, expect, it } from 'vitest';
import { cookieOf, sendFrom, type AddressedResponse } from '../test/client-address.ts';
import { sendAccountMail } from '../test/due-jobs.ts';
import { buildAdvisor } from '../test/factories.ts';
import { readableMail } from '../test/smtp-sink.ts';
import { serverWithMailPerFile, type ServerWithMail } from '../test/server-with-mail.ts';

// An attacker who knows only an advisor's email does everything the form allows, in parallel
// and from many addresses, to keep the advisor out; the advisor, who can read the inbox, must
// still get in. Addresses are made two ways: real TCP source addresses (127.0.0.x) on a server
// reached directly, and X-Forwarded-For entries behind a trusted proxy, where the attacker
// also writes forged entries on the left that the server must ignore.

const MINUTE = 60_000;
const BRAKE_MESSAGE =
  'Too many failed sign-in attempts on this account. Reset your password with a code sent to your email to sign in now.';

interface Network {
  name: string;
  app: ServerWithMail;
  /** Sends from client address number `n` (1 to 200). */
  send(n: number, path: string, body?: unknown, cookie?: string): Promise<AddressedResponse>;
}

const direct = serverWithMailPerFile();
const proxied = serverWithMailPerFile({ TRUST_PROXY: 'true' });
let spoof = 0;
const networks: Network[] = [
  {
    name: 'reached directly, from 127.0.0.x',
    app: direct,
    send: (n, path, body, cookie) =>
      sendFrom(direct.server.url, `127.0.0.${n + 1}`, 'POST', path, body, {
        ...(cookie ? { Cookie: cookie } : {}),
      }),
  },
  {
    name: 'behind a proxy, with forged X-Forwarded-For entries',
    app: proxied,
    send: (n, path, body, cookie) => {
      spoof += 1;
      return sendFrom(proxied.server.url, '127.0.0.1', 'POST', path, body, {
        // What the client wrote, then what the proxy saw: only the last entry is the client's.
        'X-Forwarded-For': `10.9.${spoof % 250}.${spoof % 200}, 198.51.100.${n}`,
        ...(cookie ? { Cookie: cookie } : {}),
      });
    },
  },
];

const statuses = (answers: AddressedResponse[]) => answers.map((a) => a.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

/** The reset emails `email` received after message number `from`, oldest first, readable. */
function resetMails(app: ServerWithMail, email: string, from: number): string[] {
  return app.smtp.messages
    .slice(from)
    .map(readableMail)
    .filter((m) => m.includes(`To: ${email}`) && m.includes('reset code is'));
}
const linkIn = (mail: string) => /#link=([\w-]{43})/.exec(mail)?.[1] ?? '';
const codeIn = (mail: string) => /reset code is (\d{6})/.exec(mail)?.[1] ?? '';

describe.each(networks)('an attacker who knows only the email, $name', (network) => {
  const { app } = network;

  /** 60 wrong passwords at once from 6 addresses from `base`: enough to trip the brake. */
  async function tripBrake(email: string, base: number) {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        network.send(base + (i % 6), '/api/auth/login', { email, password: `guess ${i}` }),
      ),
    );
    expect(statuses(answers).every((s) => s === 401 || s === 429)).toBe(true);
  }

  it('cannot keep the owner out: brake, killed codes and used-up reset requests all fail', async () => {
    const account = await buildAdvisor(app.server);
    const email = account.advisor.email;
    const owner = 150;
    const before = app.smtp.messages.length;

    await tripBrake(email, 1);
    const braked = await network.send(owner, '/api/auth/login', {
      email,
      password: account.password,
    });
    expect(braked.status).toBe(429);
    expect(JSON.parse(braked.body)).toMatchObject({ message: BRAKE_MESSAGE });

    // Reset requests from 10 addresses at once: at most 5 emails, the per-email limit.
    const requests = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        network.send(20 + i, '/api/auth/forgot-password', { email }),
      ),
    );
    expect(count(statuses(requests), 200)).toBe(5);
    expect(count(statuses(requests), 429)).toBe(5);
    await sendAccountMail(app.server.deps);
    await app.smtp.waitFor(() => resetMails(app, email, before).length === 5);

    // Wrong codes from 30 addresses at once end the newest code (5 tries from anyone).
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        network.send(40 + i, '/api/auth/reset-password', {
          email,
          token: String(100000 + i),
          newPassword: 'attacker pass 1',
        }),
      ),
    );
    expect(statuses(guesses).every((s) => s === 400)).toBe(true);

    // The owner cannot ask for another email now, and the newest code is dead...
    const ownRequest = await network.send(owner, '/api/auth/forgot-password', { email });
    expect(ownRequest.status).toBe(429);
    const mails = resetMails(app, email, before);
    const newest = mails.at(-1) ?? '';
    const byCode = await network.send(owner, '/api/auth/reset-password', {
      email,
      token: codeIn(newest),
      newPassword: 'owner pass 2026',
    });
    expect(byCode.status).toBe(400);

    // ...but the link of the first email, sent before four newer ones, still works, and
    // signs the owner in, however the brake stands.
    await tripBrake(email, 8);
    const first = mails[0] ?? '';
    const byLink = await network.send(owner, '/api/auth/reset-password/link', {
      link: linkIn(first),
      newPassword: 'owner pass 2026',
    });
    expect(byLink.status).toBe(200);
    const cookie = cookieOf(byLink);
    expect(cookie).not.toBe('');
    const me = await app.server.fetch('/api/auth/me', { headers: { Cookie: cookie } });
    expect(await me.json()).toMatchObject({ advisor: { email } });

    // The attacker trips the brake again: the owner's session is untouched.
    await tripBrake(email, 120);
    const braked2 = await network.send(owner, '/api/auth/login', {
      email,
      password: 'owner pass 2026',
    });
    expect(braked2.status).toBe(429);
    const still = await app.server.fetch('/api/auth/me', { headers: { Cookie: cookie } });
    expect(await still.json()).toMatchObject({ advisor: { email } });
    // Every other link of that burst ended with the reset.
    const second = await network.send(owner, '/api/auth/reset-password/link', {
      link: linkIn(mails[1] ?? ''),
      newPassword: 'attacker pass 2',
    });
    expect(second.status).toBe(400);
  }, 240_000);

  it('keeps a link working until the owner may ask for a new email, and no longer', async () => {
    const account = await buildAdvisor(app.server);
    const email = account.advisor.email;
    const before = app.smtp.messages.length;
    for (let i = 0; i < 5; i += 1) {
      expect((await network.send(60 + i, '/api/auth/forgot-password', { email })).status).toBe(200);
    }
    await sendAccountMail(app.server.deps);
    await app.smtp.waitFor(() => resetMails(app, email, before).length === 5);
    const [first = ''] = resetMails(app, email, before);

    // 59 minutes later the requests are still used up, and the link still works.
    app.server.clock.advance(59 * MINUTE);
    expect((await network.send(70, '/api/auth/forgot-password', { email })).status).toBe(429);
    // Parallel uses of one link: exactly one sets the password.
    const uses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        network.send(80 + i, '/api/auth/reset-password/link', {
          link: linkIn(first),
          newPassword: `owner pass ${i} 2026`,
        }),
      ),
    );
    expect(count(statuses(uses), 200)).toBe(1);
    expect(count(statuses(uses), 400)).toBe(7);

    // A link of the last hour's burst is dead after 60 minutes; the owner may ask again then.
    const later = await buildAdvisor(app.server);
    const from = app.smtp.messages.length;
    expect(
      (await network.send(90, '/api/auth/forgot-password', { email: later.advisor.email })).status,
    ).toBe(200);
    await sendAccountMail(app.server.deps);
    await app.smtp.waitFor(() => resetMails(app, later.advisor.email, from).length === 1);
    const [laterMail = ''] = resetMails(app, later.advisor.email, from);
    app.server.clock.advance(60 * MINUTE + 1000);
    const expired = await network.send(91, '/api/auth/reset-password/link', {
      link: linkIn(laterMail),
      newPassword: 'too late pass',
    });
    expect(expired.status).toBe(400);
    expect(
      (await network.send(92, '/api/auth/forgot-password', { email: later.advisor.email })).status,
    ).toBe(200);
  }, 240_000);

  it('refuses made-up and malformed links with a 4xx, from 40 addresses at once', async () => {
    const bodies = [
      ...Array.from({ length: 36 }, (_, i) => ({
        link: `${'A'.repeat(40)}${String(i).padStart(3, '0')}`,
        newPassword: 'guessed pass 2026',
      })),
      { link: 'short', newPassword: 'guessed pass 2026' },
      { link: `${'A'.repeat(42)}/`, newPassword: 'guessed pass 2026' },
      { link: 12, newPassword: 'guessed pass 2026' },
      { newPassword: 'guessed pass 2026' },
    ];
    const answers = await Promise.all(
      bodies.map((body, i) => network.send(100 + i, '/api/auth/reset-password/link', body)),
    );
    expect(statuses(answers).slice(0, 36)).toEqual(Array<number>(36).fill(400));
    for (const answer of answers.slice(36)) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
