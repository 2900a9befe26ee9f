import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectionResponse,
  ConnectionTestResponse,
  ContactSearchResponse,
  IntegrationsResponse,
  VideoCrmResponse,
} from '../../shared/api/integrations.ts';
import { buildComplianceUser, ComplianceClient } from '../test/compliance.ts';
import { startCrmStandIn, type CrmStandIn } from '../test/crm-stand-in.ts';
import { runDueJobs } from '../test/due-jobs.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { buildSharedVideo, ShareVisitor, type SharedVideo } from '../test/shares.ts';
import { readableMail, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { JOB_OPTIONS } from '../jobs/job-names.ts';
import { openCredentials } from './credentials.ts';

/*
 * Each CRM connector against server/test/crm-stand-in.ts, a local server standing in for the
 * vendor's API (no vendor is reachable from here) that implements the documented endpoints
 * Briefcast uses. It listens on 127.0.0.1, so these tests allow private addresses explicitly
 * (OUTBOUND_ALLOW_PRIVATE, OUTBOUND_ALLOW_HTTP); safe-fetch.test.ts proves the refusal.
 */

const KEY = randomBytes(32).toString('base64');
let server: TestServer;
let standIn: CrmStandIn;
let smtp: SmtpSink;

beforeAll(async () => {
  [standIn, smtp] = await Promise.all([startCrmStandIn(), startSmtpSink()]);
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      INTEGRATIONS_KEY: KEY,
      OUTBOUND_ALLOW_PRIVATE: 'true',
      OUTBOUND_ALLOW_HTTP: 'true',
      REDTAIL_API_URL: `${standIn.url}/redtail`,
      WEALTHBOX_API_URL: `${standIn.url}/wealthbox`,
    },
  });
});
afterAll(async () => {
  await server.close();
  await Promise.all([standIn.close(), smtp.close()]);
});

const CREDENTIALS = () => ({
  redtail: { ...standIn.accepted.redtail },
  wealthbox: { accessToken: standIn.accepted.wealthbox },
  salesforce: { instanceUrl: standIn.url, accessToken: standIn.accepted.salesforce },
});
type Provider = 'redtail' | 'wealthbox' | 'salesforce';

const as = (advisor: SignedInAdvisor) => ({ Cookie: advisor.cookie });

async function connect(advisor: SignedInAdvisor, provider: Provider, body?: unknown) {
  const response = await server.send(
    'PUT',
    `/api/integrations/connections/${provider}`,
    body ?? CREDENTIALS()[provider],
    as(advisor),
  );
  return { status: response.status, text: await response.text() };
}

async function crmOf(shared: SharedVideo): Promise<VideoCrmResponse> {
  const response = await server.fetch(`/api/videos/${shared.video.id}/crm`, {
    headers: as(shared.advisor),
  });
  return (await response.json()) as VideoCrmResponse;
}

async function link(shared: SharedVideo, provider: Provider, contactId: string) {
  const response = await server.send(
    'PATCH',
    `/api/videos/${shared.video.id}/crm`,
    { contact: { provider, contactId, displayName: 'Jordan Example 1' } },
    as(shared.advisor),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as VideoCrmResponse;
}

const runNoteJobs = () => runDueJobs(server.deps, ['integrations.crm_note']);
const NOTE_ATTEMPTS = JOB_OPTIONS['integrations.crm_note'].maxAttempts;
const requestsTo = (pattern: RegExp) =>
  standIn.requests.filter((r) => pattern.test(`${r.method} ${r.path}`));

async function linkedVideo(provider: Provider, contactId: string) {
  const advisor = await buildAdvisor(server);
  expect((await connect(advisor, provider)).status).toBe(200);
  const shared = await buildSharedVideo(server, { advisor });
  await link(shared, provider, contactId);
  return shared;
}

describe('CRM connections', () => {
  it('keeps credentials encrypted and never shows them again, only masked hints', async () => {
    const advisor = await buildAdvisor(server);
    const saved = await connect(advisor, 'redtail');
    expect(saved.status).toBe(200);
    const { connection } = JSON.parse(saved.text) as ConnectionResponse;
    expect(connection).toMatchObject({
      status: 'connected',
      hints: { apiKey: '••••0001', userKey: '••••9876' },
    });
    const overview = await server.fetch('/api/integrations', { headers: as(advisor) });
    const overviewText = await overview.text();
    for (const text of [saved.text, overviewText]) {
      expect(text).not.toContain(standIn.accepted.redtail.apiKey);
      expect(text).not.toContain(standIn.accepted.redtail.userKey);
    }
    const body = JSON.parse(overviewText) as IntegrationsResponse;
    expect(body.available).toBe(true);
    expect(body.connections.map((c) => [c.provider, c.status])).toEqual([
      ['redtail', 'connected'],
      ['wealthbox', 'not_connected'],
      ['salesforce', 'not_connected'],
    ]);

    const row = await server.deps.db
      .selectFrom('crmConnections')
      .select('credentials')
      .where('advisorId', '=', advisor.advisor.id)
      .executeTakeFirstOrThrow();
    expect(row.credentials).toMatch(/^v1\./);
    expect(row.credentials).not.toContain('rt-');
    expect(Buffer.from(row.credentials, 'base64url').toString('latin1')).not.toContain('rt-');
    const opened = openCredentials(
      Buffer.from(KEY, 'base64'),
      advisor.advisor.id,
      'redtail',
      row.credentials,
    );
    expect(opened).toEqual({ provider: 'redtail', ...standIn.accepted.redtail });
  });

  it('tests each connection with a cheap authenticated call in the vendor’s auth shape', async () => {
    const advisor = await buildAdvisor(server);
    for (const provider of ['redtail', 'wealthbox', 'salesforce'] as const) {
      await connect(advisor, provider);
      const response = await server.post(
        `/api/integrations/connections/${provider}/test`,
        undefined,
        as(advisor),
      );
      const result = (await response.json()) as ConnectionTestResponse;
      expect(result.ok, result.message).toBe(true);
      expect(result.connection.lastCheckedAt).not.toBeNull();
    }
    const [redtail] = requestsTo(/^GET \/redtail\/authentication/).slice(-1);
    const { apiKey, userKey } = standIn.accepted.redtail;
    expect(redtail?.headers.authorization).toBe(
      `Userkeyauth ${Buffer.from(`${apiKey}:${userKey}`).toString('base64')}`,
    );
    expect(requestsTo(/^GET \/wealthbox\/me$/).at(-1)?.headers.access_token).toBe(
      standIn.accepted.wealthbox,
    );
    expect(requestsTo(/^GET \/services\/data\/v60\.0\/$/).at(-1)?.headers.authorization).toBe(
      `Bearer ${standIn.accepted.salesforce}`,
    );
  });

  it('says plainly when the CRM refuses the credentials, and marks the connection broken', async () => {
    const advisor = await buildAdvisor(server);
    await connect(advisor, 'wealthbox', { accessToken: 'wrong-token-1234' });
    const response = await server.post(
      '/api/integrations/connections/wealthbox/test',
      undefined,
      as(advisor),
    );
    const result = (await response.json()) as ConnectionTestResponse;
    expect(result).toMatchObject({ ok: false, connection: { status: 'broken' } });
    expect(result.message).toContain('Wealthbox refused the saved credentials (HTTP 401)');
  });

  it('renews an expired Salesforce access token with its refresh token, and keeps it', async () => {
    const original = standIn.accepted.salesforce;
    const advisor = await buildAdvisor(server);
    const saved = await connect(advisor, 'salesforce', {
      instanceUrl: standIn.url,
      accessToken: 'sf-token-expired',
      ...standIn.salesforceOAuth,
    });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain('sf-refresh-1');
    expect(saved.text).not.toContain('sf-app-secret');
    const test = () =>
      server.post('/api/integrations/connections/salesforce/test', undefined, as(advisor));
    const result = (await (await test()).json()) as ConnectionTestResponse;
    expect(result).toMatchObject({ ok: true, connection: { status: 'connected' } });
    const renewed = standIn.accepted.salesforce;
    expect(renewed).toMatch(/^sf-token-renewed-/);
    const row = await server.deps.db
      .selectFrom('crmConnections')
      .select('credentials')
      .where('advisorId', '=', advisor.advisor.id)
      .where('provider', '=', 'salesforce')
      .executeTakeFirstOrThrow();
    const opened = openCredentials(
      Buffer.from(KEY, 'base64'),
      advisor.advisor.id,
      'salesforce',
      row.credentials,
    );
    expect(opened).toMatchObject({ accessToken: renewed, refreshToken: 'sf-refresh-1' });
    // The next call uses the renewed token straight away.
    const before = requestsTo(/^POST \/services\/oauth2\/token$/).length;
    expect(((await (await test()).json()) as ConnectionTestResponse).ok).toBe(true);
    expect(requestsTo(/^POST \/services\/oauth2\/token$/)).toHaveLength(before);
    expect(requestsTo(/^POST \/services\/oauth2\/token$/).at(-1)?.body).toContain(
      'grant_type=refresh_token',
    );
    standIn.accepted.salesforce = original;
  });

  it('searches contacts across the CRM’s pages', async () => {
    const advisor = await buildAdvisor(server);
    for (const provider of ['redtail', 'wealthbox', 'salesforce'] as const) {
      await connect(advisor, provider);
      const before = standIn.requests.length;
      const response = await server.fetch(
        `/api/integrations/connections/${provider}/contacts?q=jordan`,
        { headers: as(advisor) },
      );
      expect(response.status).toBe(200);
      const found = (await response.json()) as ContactSearchResponse;
      // 30 matches: Redtail pages of 20, Wealthbox of 25, Salesforce batches of 12.
      expect(found.contacts).toHaveLength(30);
      expect(found.truncated).toBe(false);
      expect(new Set(found.contacts.map((c) => c.contactId)).size).toBe(30);
      expect(found.contacts[29]?.displayName).toBe('Jordan Example 30');
      const pages = standIn.requests.length - before;
      expect(pages).toBe({ redtail: 2, wealthbox: 2, salesforce: 3 }[provider]);
    }
  });

  it('refuses to connect when the server has no INTEGRATIONS_KEY', async () => {
    const bare = await startTestServer();
    try {
      const advisor = await buildAdvisor(bare);
      const response = await bare.send(
        'PUT',
        '/api/integrations/connections/wealthbox',
        { accessToken: 'abc-123' },
        as(advisor),
      );
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toContain(
        'INTEGRATIONS_KEY',
      );
      const overview = await bare.fetch('/api/integrations', { headers: as(advisor) });
      expect(((await overview.json()) as IntegrationsResponse).available).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it('rejects bad credentials input with a 400 and saves nothing', async () => {
    const advisor = await buildAdvisor(server);
    const response = await connect(advisor, 'redtail', { apiKey: 'has space', userKey: '' });
    expect(response.status).toBe(400);
    const overview = await server.fetch('/api/integrations', { headers: as(advisor) });
    const body = (await overview.json()) as IntegrationsResponse;
    expect(body.connections.every((c) => c.status === 'not_connected')).toBe(true);
  });
});

describe('notes on the linked contact', () => {
  it('adds a Wealthbox note linked to the contact when a video is linked, then on first view', async () => {
    const shared = await linkedVideo('wealthbox', '1000');
    expect(await runNoteJobs()).toEqual(['succeeded']);
    const [sent] = requestsTo(/^POST \/wealthbox\/notes$/).slice(-1);
    expect(sent?.headers.access_token).toBe(standIn.accepted.wealthbox);
    const payload = JSON.parse(sent?.body ?? '{}') as { content: string; linked_to: unknown };
    expect(payload.linked_to).toEqual([{ id: 1000, type: 'Contact' }]);
    expect(payload.content).toContain('Video sent');
    expect(payload.content).toContain(shared.video.title);
    expect(payload.content).toContain(`/share/${shared.link}`);

    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    await client.event(shared.link, 'VIDEO_PLAYED');
    await client.event(shared.link, 'VIDEO_COMPLETED');
    expect(await runNoteJobs()).toEqual(['succeeded', 'succeeded']);
    const { contact, notes } = await crmOf(shared);
    expect(contact).toMatchObject({ provider: 'wealthbox', contactId: '1000' });
    expect(notes.map((n) => [n.event, n.state, n.attempts])).toEqual(
      expect.arrayContaining([
        ['video.sent', 'delivered', 1],
        ['video.first_viewed', 'delivered', 1],
        ['video.completed', 'delivered', 1],
      ]),
    );
  });

  it('holds the "sent" note of a video awaiting approval until a principal approves it', async () => {
    const principal = new ComplianceClient(server, await buildComplianceUser(server));
    expect((await principal.requireApproval(true)).status).toBe(200);
    try {
      const shared = await linkedVideo('wealthbox', '1000');
      expect(await runNoteJobs()).toEqual([]);
      expect((await crmOf(shared)).notes).toEqual([]);

      expect((await principal.decide(shared.video.id, 'approved')).status).toBe(200);
      expect(await runNoteJobs()).toEqual(['succeeded']);
      const [sent] = requestsTo(/^POST \/wealthbox\/notes$/).slice(-1);
      expect(sent?.body).toContain('Video sent');
      expect(sent?.body).toContain(shared.video.title);
      expect((await crmOf(shared)).notes.map((n) => [n.event, n.state])).toEqual([
        ['video.sent', 'delivered'],
      ]);
    } finally {
      // The setting is the firm's: the other tests' videos must not wait for approval.
      expect((await principal.requireApproval(false)).status).toBe(200);
    }
  });

  it('writes a Salesforce Task on the contact for a comment', async () => {
    const contactId = '003000000000001000';
    const shared = await linkedVideo('salesforce', contactId);
    await runNoteJobs();
    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    await client.post(`/api/share/${shared.link}/compliments`, {
      sessionId: client.sessionId,
      type: 'custom',
      message: 'Can we meet on Friday?',
    });
    expect(await runNoteJobs()).toEqual(['succeeded']);
    const [task] = requestsTo(/^POST \/services\/data\/v60\.0\/sobjects\/Task$/).slice(-1);
    expect(task?.headers.authorization).toBe(`Bearer ${standIn.accepted.salesforce}`);
    const body = JSON.parse(task?.body ?? '{}') as Record<string, string>;
    expect(body).toMatchObject({ WhoId: contactId, Status: 'Completed' });
    expect(body.Subject).toContain('Comment from Jordan Smith');
    expect(body.Description).toContain('Can we meet on Friday?');
    expect(body.ActivityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('retries a note after a CRM 500, with backoff, and delivers it', async () => {
    const shared = await linkedVideo('redtail', '1002');
    standIn.failNextNotes.push(500);
    expect(await runNoteJobs()).toEqual(['retry']);
    const [pending] = (await crmOf(shared)).notes;
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    expect(pending?.lastError).toContain('HTTP 500');
    // Not before its backoff is up.
    expect(await runNoteJobs()).toEqual([]);
    server.clock.advance(2 * 60 * 1000);
    expect(await runNoteJobs()).toEqual(['succeeded']);
    const [delivered] = (await crmOf(shared)).notes;
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 2, lastError: null });
    const posts = requestsTo(/^POST \/redtail\/contacts\/1002\/notes$/);
    expect(posts).toHaveLength(2);
    expect(JSON.parse(posts[1]?.body ?? '{}')).toMatchObject({ note_type: 1 });
  });

  it('marks the connection broken on a 401 and emails the advisor once', async () => {
    const shared = await linkedVideo('wealthbox', '1003');
    await runNoteJobs();
    const saved = standIn.accepted.wealthbox;
    standIn.accepted.wealthbox = 'rotated-elsewhere';
    try {
      const client = new ShareVisitor(server);
      await client.accept(shared.link);
      await client.event(shared.link, 'VIDEO_PLAYED');
      await client.event(shared.link, 'VIDEO_COMPLETED');
      expect(await runNoteJobs()).toEqual(['succeeded', 'succeeded']);
    } finally {
      standIn.accepted.wealthbox = saved;
    }
    const { notes } = await crmOf(shared);
    const byEvent = Object.fromEntries(notes.map((n) => [n.event, n]));
    expect(byEvent['video.first_viewed']).toMatchObject({ state: 'failed' });
    expect(byEvent['video.completed']).toMatchObject({ state: 'failed' });
    const overview = await server.fetch('/api/integrations', { headers: as(shared.advisor) });
    const { connections } = (await overview.json()) as IntegrationsResponse;
    expect(connections.find((c) => c.provider === 'wealthbox')?.status).toBe('broken');
    const mails = smtp.messages
      .map(readableMail)
      .filter((mail) => mail.includes('can no longer write to Wealthbox'));
    // Two notes were refused; the advisor hears of it once.
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${shared.advisor.advisor.email}`);
    expect(mails[0]).toContain(`${server.url}/settings`);

    // Reconnected, the notes refused meanwhile go after all: delayed, not lost.
    expect((await connect(shared.advisor, 'wealthbox')).status).toBe(200);
    expect(await runNoteJobs()).toEqual(['succeeded', 'succeeded']);
    const after = Object.fromEntries((await crmOf(shared)).notes.map((n) => [n.event, n.state]));
    expect(after).toMatchObject({
      'video.first_viewed': 'delivered',
      'video.completed': 'delivered',
    });
  });

  it('sends notes that outlasted their retries once a test call goes through again', async () => {
    const shared = await linkedVideo('wealthbox', '1004');
    // An outage longer than every retry: the queue gives the note up after its last attempt.
    standIn.failNextNotes.push(...Array.from({ length: NOTE_ATTEMPTS }, () => 503));
    for (let attempt = 0; attempt < NOTE_ATTEMPTS; attempt += 1) {
      await runNoteJobs();
      server.clock.advance(2 * 60 * 60 * 1000);
    }
    expect((await crmOf(shared)).notes[0]).toMatchObject({ event: 'video.sent', state: 'failed' });
    const tested = await server.post(
      '/api/integrations/connections/wealthbox/test',
      undefined,
      as(shared.advisor),
    );
    expect(tested.status).toBe(200);
    expect(await runNoteJobs()).toEqual(['succeeded']);
    expect((await crmOf(shared)).notes[0]).toMatchObject({ state: 'delivered' });
  });

  it('makes no outgoing request for a video with no contact linked and no webhook', async () => {
    const advisor = await buildAdvisor(server);
    await connect(advisor, 'wealthbox');
    const shared = await buildSharedVideo(server, { advisor });
    const before = standIn.requests.length;
    const client = new ShareVisitor(server);
    await client.accept(shared.link);
    await client.event(shared.link, 'VIDEO_PLAYED');
    await client.post(`/api/share/${shared.link}/compliments`, {
      sessionId: client.sessionId,
      type: 'heart',
    });
    expect(
      await runDueJobs(server.deps, ['integrations.crm_note', 'integrations.webhook']),
    ).toEqual([]);
    expect(standIn.requests.length).toBe(before);
    expect((await crmOf(shared)).notes).toEqual([]);
  });

  it('lets only the video’s advisor see or change its contact', async () => {
    const shared = await linkedVideo('wealthbox', '1004');
    const other = await buildAdvisor(server);
    await connect(other, 'wealthbox');
    const read = await server.fetch(`/api/videos/${shared.video.id}/crm`, { headers: as(other) });
    expect(read.status).toBe(404);
    const write = await server.send(
      'PATCH',
      `/api/videos/${shared.video.id}/crm`,
      { contact: null },
      as(other),
    );
    expect(write.status).toBe(404);
    expect((await crmOf(shared)).contact?.contactId).toBe('1004');
  });

  it('fails pending notes after a disconnect, without calling the CRM', async () => {
    const shared = await linkedVideo('redtail', '1005');
    const disconnect = () =>
      server.send('DELETE', '/api/integrations/connections/redtail', undefined, as(shared.advisor));
    expect((await disconnect()).status).toBe(204);
    await runNoteJobs();
    expect(requestsTo(/\/contacts\/1005\//)).toEqual([]);
    const [note] = (await crmOf(shared)).notes;
    expect(note).toMatchObject({ state: 'failed', lastError: 'Redtail CRM is not connected' });
    expect((await disconnect()).status).toBe(404);
  });

  it('refuses a link to a CRM the advisor has not connected', async () => {
    const shared = await buildSharedVideo(server);
    const response = await server.send(
      'PATCH',
      `/api/videos/${shared.video.id}/crm`,
      { contact: { provider: 'salesforce', contactId: '003x', displayName: 'J' } },
      as(shared.advisor),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Connect Salesforce in Settings first');
    expect((await crmOf(shared)).contact).toBeNull();
  });
});
