import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PayloadOf } from '../jobs/job-names.ts';
import { sendActivityEmail } from '../notifications/service.ts';
import { runDueJobs, sendAccountMail } from '../test/due-jobs.ts';
import { sessionCookie, signupBody, type SignedInAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { readableMail, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { sendFrom, type AddressedResponse } from '../test/client-address.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * With PUBLIC_URL unset, every caller below says its Host is evil.example. No email and no
 * webhook may carry that origin: links come from the server's own address.
 */
const EVIL = 'evil.example';

let server: TestServer;
let smtp: SmtpSink;
let receiver: http.Server;
const received: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      res.end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => receiver.once('listening', resolve));
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      INTEGRATIONS_KEY: randomBytes(32).toString('base64'),
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOW_HTTP: 'true',
    },
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** A request whose Host and Origin say evil.example. */
function withEvilHost(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<AddressedResponse> {
  return sendFrom(server.url, '127.0.0.1', method, path, body, {
    Host: EVIL,
    Origin: `http://${EVIL}`,
    'User-Agent': 'Mozilla/5.0 (iPhone) test',
    ...headers,
  });
}

it('writes no link from the Host header into the welcome email', async () => {
  const body = signupBody();
  const response = await withEvilHost('POST', '/api/signup', body);
  expect(response.status).toBe(201);
  await sendAccountMail(server.deps);
  const mail = readableMail(await smtp.waitFor((raw) => raw.includes(body.email)));
  expect(mail).toContain(`${server.url}/dashboard`);
  expect(mail).not.toContain(EVIL);
});

it('writes no link from the Host header into activity emails or webhooks', async () => {
  const body = signupBody();
  const signup = await server.post('/api/signup', body);
  const advisor: SignedInAdvisor = {
    advisor: ((await signup.json()) as { advisor: SignedInAdvisor['advisor'] }).advisor,
    password: body.password,
    cookie: sessionCookie(signup),
  };
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const created = await server.post(
    '/api/integrations/webhooks',
    { url: receiverUrl },
    { Cookie: advisor.cookie },
  );
  expect(created.status).toBe(201);
  const shared = await buildSharedVideo(server, { advisor });

  // The client's browser, as evil.example would send it.
  const visitor = new ShareVisitor(server);
  const { branding } = await visitor.share(shared.link);
  const cookie = () => [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const accept = await withEvilHost('POST', `/api/share/${shared.link}/accept`, {
    sessionId: visitor.sessionId,
    disclosureSha256: branding.disclosureSha256,
  });
  expect(accept.status).toBe(200);
  for (const header of [accept.headers['set-cookie'] ?? []].flat()) {
    const [pair = ''] = header.split(';');
    const [name = '', value = ''] = pair.split('=');
    visitor.cookies.set(name, value);
  }
  for (const [path, payload] of [
    ['events', { sessionId: visitor.sessionId, event: 'VIDEO_PLAYED' }],
    ['compliments', { sessionId: visitor.sessionId, type: 'custom', message: 'Thanks' }],
  ] as const) {
    const response = await withEvilHost('POST', `/api/share/${shared.link}/${path}`, payload, {
      Cookie: cookie(),
    });
    expect(response.status, path).toBeLessThan(300);
  }

  const jobs = await server.deps.db
    .selectFrom('jobs')
    .select('payload')
    .where('name', '=', 'video.notify_activity')
    .where('payload', 'like', `%${shared.video.id}%`)
    .execute();
  expect(jobs.length).toBeGreaterThan(0);
  for (const job of jobs) {
    await sendActivityEmail(
      server.deps,
      JSON.parse(job.payload) as PayloadOf<'video.notify_activity'>,
    );
  }
  const activityMails = smtp.messages
    .map(readableMail)
    .filter((mail) => mail.includes(`/videos/${shared.video.id}`));
  expect(activityMails.length).toBeGreaterThan(0);
  for (const mail of activityMails) {
    expect(mail).toContain(`${server.url}/videos/${shared.video.id}`);
    expect(mail).not.toContain(EVIL);
  }

  await runDueJobs(server.deps, ['integrations.webhook']);
  const deliveries = received.filter((text) => text.includes(shared.video.id));
  expect(deliveries.length).toBeGreaterThan(0);
  for (const delivery of deliveries) {
    expect(delivery).toContain(`${server.url}/share/${shared.link}`);
    expect(delivery).not.toContain(EVIL);
  }
});
