import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrmStandIn, type CrmStandIn } from '../test/crm-stand-in.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { signupBody } from '../test/factories.ts';
import { captureLog } from '../test/log-capture.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { readableMail, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Whole flows through HTTP with the app's own logger at its most talkative (trace), then every
// log line is searched for every secret those flows used: passwords, codes, reset links,
// session and gate cookies, share links and CRM credentials. No line may hold one.
const log = captureLog();
let server: TestServer;
let smtp: SmtpSink;
let crm: CrmStandIn;
beforeAll(async () => {
  [smtp, crm] = await Promise.all([startSmtpSink(), startCrmStandIn()]);
  server = await startTestServer({
    logger: log.logger,
    env: {
      SMTP_URL: smtp.url,
      INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOW_HTTP: 'true',
      REDTAIL_API_URL: `${crm.url}/redtail`,
      WEALTHBOX_API_URL: `${crm.url}/wealthbox`,
      TRUST_PROXY: 'true',
    },
  });
});
afterAll(async () => {
  await server.close();
  await Promise.all([smtp.close(), crm.close()]);
});

const secrets = new Set<string>();
const keep = (...values: string[]) => values.forEach((value) => secrets.add(value));
/** The values of the cookies a response set. */
const cookieValues = (response: Response) =>
  response.headers.getSetCookie().map((c) => c.split(';')[0]?.split('=')[1] ?? '');
const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');

const sendMail = () => runDueJobs(server.deps, ['accounts.welcome_mail', 'accounts.code_mail']);
async function mailTo(address: string, mentioning: string): Promise<string> {
  await sendMail();
  const raw = await smtp.waitFor(
    (m) => m.includes(`To: ${address}`) && readableMail(m).includes(mentioning),
  );
  return readableMail(raw);
}
const post = (path: string, body: unknown, cookie = '') =>
  server.post(path, body, {
    ...(cookie ? { Cookie: cookie } : {}),
    'X-Forwarded-For': '203.0.113.9',
  });

describe('the log after whole flows', () => {
  it('holds no password, code, link, cookie, share link or credential', async () => {
    // Sign-up and sign-in, a wrong password first.
    const body = signupBody();
    keep(body.password);
    const signedUp = await post('/api/signup', body);
    expect(signedUp.status).toBe(201);
    keep(...cookieValues(signedUp));
    expect(
      (await post('/api/auth/login', { email: body.email, password: 'not-it-at-all' })).status,
    ).toBe(401);
    keep('not-it-at-all');
    const signedIn = await post('/api/auth/login', { email: body.email, password: body.password });
    keep(...cookieValues(signedIn));
    let cookie = cookieHeader(signedIn);

    // Reset by code (a wrong one first), then by link.
    expect((await post('/api/auth/forgot-password', { email: body.email })).status).toBe(200);
    let mail = await mailTo(body.email, 'reset code is');
    const code = /reset code is (\d{6})/.exec(mail)?.[1] ?? '';
    const link = /#link=([\w-]{43})/.exec(mail)?.[1] ?? '';
    keep(code, link, 'new password one');
    const wrong = code === '000000' ? '111111' : '000000';
    await post('/api/auth/reset-password', {
      email: body.email,
      token: wrong,
      newPassword: 'new password one',
    });
    const byCode = await post('/api/auth/reset-password', {
      email: body.email,
      token: code,
      newPassword: 'new password one',
    });
    expect(byCode.status).toBe(200);
    keep(...cookieValues(byCode));
    const before = smtp.messages.length;
    expect((await post('/api/auth/forgot-password', { email: body.email })).status).toBe(200);
    await sendMail();
    const second = readableMail(
      await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.includes('#link=')),
    );
    const secondLink = /#link=([\w-]{43})/.exec(second)?.[1] ?? '';
    keep(secondLink, /reset code is (\d{6})/.exec(second)?.[1] ?? '', 'new password two');
    await post('/api/auth/reset-password/link', {
      link: `${'x'.repeat(42)}y`,
      newPassword: 'new password two',
    });
    const byLink = await post('/api/auth/reset-password/link', {
      link: secondLink,
      newPassword: 'new password two',
    });
    expect(byLink.status).toBe(200);
    keep(...cookieValues(byLink));
    cookie = cookieHeader(byLink);

    // Changing the sign-in email: the password, then the code mailed to the new address.
    const newEmail = `moved.${Date.now()}@example.com`;
    const change = await post(
      '/api/settings/email-change',
      { newEmail, currentPassword: 'new password two' },
      cookie,
    );
    expect(change.status).toBe(200);
    mail = await mailTo(newEmail, 'enter this code in Settings');
    const changeCode = /enter this code in Settings: (\d{6})/.exec(mail)?.[1] ?? '';
    keep(changeCode);
    expect(
      (await post('/api/settings/email-change/confirm', { code: changeCode }, cookie)).status,
    ).toBe(200);

    // A protected video's share link and password, a wrong guess first.
    const shared = await buildSharedVideo(server, { overrides: { password: 'harbour tulip 42' } });
    keep(shared.link, 'harbour tulip 42', 'harbour guess 1', shared.advisor.password);
    keep(shared.advisor.cookie.split('=')[1] ?? '');
    const visitor = new ShareVisitor(server, { 'X-Forwarded-For': '198.51.100.9' });
    expect((await visitor.accept(shared.link)).status).toBe(200);
    expect((await visitor.verify(shared.link, 'harbour guess 1')).status).toBe(401);
    expect((await visitor.verify(shared.link, 'harbour tulip 42')).status).toBe(200);
    await visitor.get(`/share/${shared.link}`);
    keep(...visitor.cookies.values());

    // CRM connections: Redtail's keys, Wealthbox's token, Salesforce's token; one refused.
    const { redtail, wealthbox, salesforce } = crm.accepted;
    keep(redtail.apiKey, redtail.userKey, wealthbox, salesforce, 'wb-wrong-token-123456');
    const put = (provider: string, creds: unknown) =>
      server.send('PUT', `/api/integrations/connections/${provider}`, creds, { Cookie: cookie });
    expect((await put('redtail', redtail)).status).toBe(200);
    expect((await put('wealthbox', { accessToken: wealthbox })).status).toBe(200);
    expect(
      (await put('salesforce', { instanceUrl: crm.url, accessToken: salesforce })).status,
    ).toBe(200);
    for (const provider of ['redtail', 'wealthbox', 'salesforce']) {
      await server.post(`/api/integrations/connections/${provider}/test`, undefined, {
        Cookie: cookie,
      });
    }
    expect((await put('wealthbox', { accessToken: 'wb-wrong-token-123456' })).status).toBe(200);
    await server.post('/api/integrations/connections/wealthbox/test', undefined, {
      Cookie: cookie,
    });

    await sendMail();
    const lines = log.lines.map((line) => JSON.stringify(line));
    // The scan saw the flows: mail was logged as sent, requests were logged.
    expect(lines.some((line) => line.includes('mail sent'))).toBe(true);
    expect(lines.filter((line) => line.includes('"msg":"mail sent"')).length).toBeGreaterThan(3);
    expect(lines.length).toBeGreaterThan(20);
    const found = [...secrets]
      .filter((secret) => secret.length >= 6)
      .flatMap((secret) =>
        lines.filter((line) => line.includes(secret)).map((line) => ({ secret, line })),
      );
    expect(found).toEqual([]);
  }, 240_000);
});
