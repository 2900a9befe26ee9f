import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationsResponse } from '../../shared/api/integrations.ts';
import { buildAdvisor } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// A server as a firm runs it: private addresses are not allowed for outgoing calls. The
// Salesforce instance URL is the one CRM address an advisor types; a private or local one is
// refused when it is saved, not saved as "connected" and refused on every later call.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { INTEGRATIONS_KEY: randomBytes(32).toString('base64'), TRUST_PROXY: 'true' },
  });
});
afterAll(() => server.close());

const PRIVATE_INSTANCES = [
  'https://127.0.0.1',
  'https://127.0.0.1:8443',
  'https://169.254.169.254',
  'https://localhost',
  'https://localhost.',
  'https://crm.localhost',
  'https://10.0.0.5',
  'https://10.255.1.1',
  'https://192.168.1.20',
  'https://172.16.4.4',
  'https://[::1]',
  'https://[::ffff:127.0.0.1]',
  'https://[fd00::1]',
  'https://0.0.0.0',
];

describe('a Salesforce connection saved with a private or local instance URL', () => {
  it('is refused with a 400 from many addresses at once, and nothing is saved', async () => {
    const advisor = await buildAdvisor(server);
    const answers = await Promise.all(
      PRIVATE_INSTANCES.map((instanceUrl, i) =>
        server.send(
          'PUT',
          '/api/integrations/connections/salesforce',
          { instanceUrl, accessToken: `00D-token-${i}` },
          { Cookie: advisor.cookie, 'X-Forwarded-For': `203.0.113.${i + 1}` },
        ),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      expect([PRIVATE_INSTANCES[i], answer.status]).toEqual([PRIVATE_INSTANCES[i], 400]);
      expect(await answer.json()).toMatchObject({
        message: expect.stringMatching(
          /^(The Salesforce instance URL must not be a private or local address|Please enter a URL such as https:\/\/yourfirm\.my\.salesforce\.com)$/,
        ) as unknown,
      });
    }
    const overview = await server.fetch('/api/integrations', {
      headers: { Cookie: advisor.cookie },
    });
    const { connections } = (await overview.json()) as IntegrationsResponse;
    expect(connections.find((c) => c.provider === 'salesforce')?.status).toBe('not_connected');
  });

  it('saves a public https instance (its calls are checked when made)', async () => {
    const advisor = await buildAdvisor(server);
    const saved = await server.send(
      'PUT',
      '/api/integrations/connections/salesforce',
      { instanceUrl: 'https://acme.my.salesforce.com', accessToken: '00D-token' },
      { Cookie: advisor.cookie },
    );
    expect(saved.status).toBe(200);
  });

  it('refuses plain http to a public host too', async () => {
    const advisor = await buildAdvisor(server);
    const saved = await server.send(
      'PUT',
      '/api/integrations/connections/salesforce',
      { instanceUrl: 'http://acme.my.salesforce.com', accessToken: '00D-token' },
      { Cookie: advisor.cookie },
    );
    expect(saved.status).toBe(400);
    expect(await saved.json()).toMatchObject({
      message: 'The Salesforce instance URL must start with https://',
    });
  });
});
