import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectionResponse,
  ConnectionTestResponse,
  ContactSearchResponse,
  IntegrationsResponse,
} from '../../shared/api/integrations.ts';
import { as, CrmTestApp } from '../test/crm-test-app.ts';
import { buildAdvisor } from '../test/factories.ts';
import { openCredentials } from './credentials.ts';

// Each CRM connector against a local stand-in for the vendor's API (see CrmTestApp).
let app: CrmTestApp;
beforeAll(async () => {
  app = await CrmTestApp.start();
});
afterAll(() => app.close());

describe('CRM connections', () => {
  it('keeps credentials encrypted and never shows them again, only masked hints', async () => {
    const advisor = await buildAdvisor(app.server);
    const saved = await app.connect(advisor, 'redtail');
    expect(saved.status).toBe(200);
    const { connection } = JSON.parse(saved.text) as ConnectionResponse;
    expect(connection).toMatchObject({
      status: 'connected',
      hints: { apiKey: '••••0001', userKey: '••••9876' },
    });
    const overview = await app.server.fetch('/api/integrations', { headers: as(advisor) });
    const overviewText = await overview.text();
    for (const text of [saved.text, overviewText]) {
      expect(text).not.toContain(app.standIn.accepted.redtail.apiKey);
      expect(text).not.toContain(app.standIn.accepted.redtail.userKey);
    }
    const body = JSON.parse(overviewText) as IntegrationsResponse;
    expect(body.connections.map((c) => [c.provider, c.status])).toEqual([
      ['redtail', 'connected'],
      ['wealthbox', 'not_connected'],
      ['salesforce', 'not_connected'],
    ]);

    const row = await app.server.deps.db
      .selectFrom('crmConnections')
      .select('credentials')
      .where('advisorId', '=', advisor.advisor.id)
      .executeTakeFirstOrThrow();
    expect(row.credentials).toMatch(/^v1\./);
    expect(row.credentials).not.toContain('rt-');
    expect(Buffer.from(row.credentials, 'base64url').toString('latin1')).not.toContain('rt-');
    const opened = openCredentials(
      Buffer.from(app.key, 'base64'),
      advisor.advisor.id,
      'redtail',
      row.credentials,
    );
    expect(opened).toEqual({ provider: 'redtail', ...app.standIn.accepted.redtail });
  });

  it('tests each connection with a cheap authenticated call in the vendor’s auth shape', async () => {
    const advisor = await buildAdvisor(app.server);
    for (const provider of ['redtail', 'wealthbox', 'salesforce'] as const) {
      await app.connect(advisor, provider);
      const response = await app.server.post(
        `/api/integrations/connections/${provider}/test`,
        undefined,
        as(advisor),
      );
      const result = (await response.json()) as ConnectionTestResponse;
      expect(result.ok, result.message).toBe(true);
      expect(result.connection.lastCheckedAt).not.toBeNull();
    }
    const [redtail] = app.requestsTo(/^GET \/redtail\/authentication/).slice(-1);
    const { apiKey, userKey } = app.standIn.accepted.redtail;
    expect(redtail?.headers.authorization).toBe(
      `Userkeyauth ${Buffer.from(`${apiKey}:${userKey}`).toString('base64')}`,
    );
    expect(app.requestsTo(/^GET \/wealthbox\/me$/).at(-1)?.headers.access_token).toBe(
      app.standIn.accepted.wealthbox,
    );
    expect(app.requestsTo(/^GET \/services\/data\/v60\.0\/$/).at(-1)?.headers.authorization).toBe(
      `Bearer ${app.standIn.accepted.salesforce}`,
    );
  });

  it('says plainly when the CRM refuses the credentials, and marks the connection broken', async () => {
    const advisor = await buildAdvisor(app.server);
    await app.connect(advisor, 'wealthbox', { accessToken: 'wrong-token-1234' });
    const response = await app.server.post(
      '/api/integrations/connections/wealthbox/test',
      undefined,
      as(advisor),
    );
    const result = (await response.json()) as ConnectionTestResponse;
    expect(result).toMatchObject({ ok: false, connection: { status: 'broken' } });
    expect(result.message).toContain('Wealthbox refused the saved credentials (HTTP 401)');
  });

  it('renews an expired Salesforce access token with its refresh token, and keeps it', async () => {
    const original = app.standIn.accepted.salesforce;
    const advisor = await buildAdvisor(app.server);
    const saved = await app.connect(advisor, 'salesforce', {
      instanceUrl: app.standIn.url,
      accessToken: 'sf-token-expired',
      ...app.standIn.salesforceOAuth,
    });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain('sf-refresh-1');
    expect(saved.text).not.toContain('sf-app-secret');
    const test = () =>
      app.server.post('/api/integrations/connections/salesforce/test', undefined, as(advisor));
    const result = (await (await test()).json()) as ConnectionTestResponse;
    expect(result).toMatchObject({ ok: true, connection: { status: 'connected' } });
    const renewed = app.standIn.accepted.salesforce;
    expect(renewed).toMatch(/^sf-token-renewed-/);
    const row = await app.server.deps.db
      .selectFrom('crmConnections')
      .select('credentials')
      .where('advisorId', '=', advisor.advisor.id)
      .where('provider', '=', 'salesforce')
      .executeTakeFirstOrThrow();
    const opened = openCredentials(
      Buffer.from(app.key, 'base64'),
      advisor.advisor.id,
      'salesforce',
      row.credentials,
    );
    expect(opened).toMatchObject({ accessToken: renewed, refreshToken: 'sf-refresh-1' });
    // The next call uses the renewed token straight away.
    const before = app.requestsTo(/^POST \/services\/oauth2\/token$/).length;
    expect(((await (await test()).json()) as ConnectionTestResponse).ok).toBe(true);
    expect(app.requestsTo(/^POST \/services\/oauth2\/token$/)).toHaveLength(before);
    expect(app.requestsTo(/^POST \/services\/oauth2\/token$/).at(-1)?.body).toContain(
      'grant_type=refresh_token',
    );
    app.standIn.accepted.salesforce = original;
  });

  it('searches contacts across the CRM’s pages', async () => {
    const advisor = await buildAdvisor(app.server);
    for (const provider of ['redtail', 'wealthbox', 'salesforce'] as const) {
      await app.connect(advisor, provider);
      const before = app.standIn.requests.length;
      const response = await app.server.fetch(
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
      const pages = app.standIn.requests.length - before;
      expect(pages).toBe({ redtail: 2, wealthbox: 2, salesforce: 3 }[provider]);
    }
  });

  it('rejects bad credentials input with a 400 and saves nothing', async () => {
    const advisor = await buildAdvisor(app.server);
    const response = await app.connect(advisor, 'redtail', { apiKey: 'has space', userKey: '' });
    expect(response.status).toBe(400);
    const overview = await app.server.fetch('/api/integrations', { headers: as(advisor) });
    const body = (await overview.json()) as IntegrationsResponse;
    expect(body.connections.every((c) => c.status === 'not_connected')).toBe(true);
  });
});
