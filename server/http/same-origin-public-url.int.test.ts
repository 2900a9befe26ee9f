import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFrom } from '../test/client-address.ts';
import { signupBody } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// With PUBLIC_URL set, a state-changing request must come from exactly that origin. A caller
// chooses its Host (and, behind a trusted proxy, X-Forwarded-Host), so a request that names
// evil.example as both its Host and its Origin must not pass as "this site".
const SITE = 'http://briefcast.example:8080';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: SITE, TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const FORGED: Record<string, string>[] = [
  { Host: 'evil.example', Origin: 'http://evil.example' },
  { Host: 'evil.example:8080', Origin: 'http://evil.example:8080' },
  { 'X-Forwarded-Host': 'evil.example', Origin: 'http://evil.example' },
  {
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
    Origin: 'https://evil.example',
  },
  { Host: 'evil.example', Origin: '', Referer: 'http://evil.example/signup' },
  { Host: 'briefcast.example', Origin: 'http://briefcast.example' },
  { Origin: 'https://briefcast.example:8080' },
];

describe('the same-origin check with PUBLIC_URL set', () => {
  it('refuses sign-ups whose Host and Origin name another site, from many addresses at once', async () => {
    const attempts = FORGED.flatMap((headers, i) =>
      Array.from({ length: 4 }, (_, j) => ({
        headers: { ...headers, 'X-Forwarded-For': `203.0.113.${i * 4 + j + 1}` },
        body: signupBody(),
      })),
    );
    // The test server's own address is not the site either, once PUBLIC_URL says what it is.
    attempts.push({ headers: { 'X-Forwarded-For': '203.0.113.99' }, body: signupBody() });
    const answers = await Promise.all(
      attempts.map(({ headers, body }) =>
        sendFrom(server.url, '127.0.0.1', 'POST', '/api/signup', body, headers),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(attempts.length).fill(403));
    // Nothing was made: each email is still free to sign up from the site itself.
    const retried = await server.post('/api/signup', attempts[0]?.body, { Origin: SITE });
    expect(retried.status).toBe(201);
  });

  it('accepts the origin people type, PUBLIC_URL', async () => {
    const answer = await sendFrom(server.url, '127.0.0.1', 'POST', '/api/signup', signupBody(), {
      Origin: SITE,
      Host: 'briefcast.example:8080',
    });
    expect(answer.status).toBe(201);
  });
});
