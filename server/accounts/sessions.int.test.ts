import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdvisor, sessionCookie } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;
const me = async (target: TestServer, cookie: string) =>
  (
    (await (await target.fetch('/api/auth/me', { headers: { Cookie: cookie } })).json()) as {
      advisor: { id: string } | null;
    }
  ).advisor;
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  server.post('/api/auth/login', { email, password }, headers);

describe('sign-in and sessions', () => {
  it('signs in with any case of the email and answers with the advisor', async () => {
    const { advisor, password } = await buildAdvisor(server);
    const response = await login(advisor.email.toUpperCase(), password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ advisor });
    expect((await me(server, sessionCookie(response)))?.id).toBe(advisor.id);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { advisor } = await buildAdvisor(server);
    const wrong = await login(advisor.email, 'not the password');
    const unknown = await login('nobody@example.com', 'whatever1');
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
  });

  it('issues a new session id at sign-in and ends the old one', async () => {
    const { advisor, password, cookie: before } = await buildAdvisor(server);
    const response = await login(advisor.email, password, { Cookie: before });
    const after = sessionCookie(response);
    expect(after).not.toBe(before);
    expect(await me(server, before)).toBeNull();
    expect((await me(server, after))?.id).toBe(advisor.id);
  });

  it('signs out: the cookie is cleared and the session is gone from the server', async () => {
    const { cookie } = await buildAdvisor(server);
    const response = await server.post('/api/auth/logout', undefined, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(/briefcast_session=;.*Max-Age=0/);
    expect(await me(server, cookie)).toBeNull();
  });

  it('rolls the 30-day expiry forward while in use and expires when left alone', async () => {
    const { advisor, cookie } = await buildAdvisor(server);
    server.clock.advance(20 * DAY);
    expect((await me(server, cookie))?.id).toBe(advisor.id);
    server.clock.advance(20 * DAY);
    expect((await me(server, cookie))?.id).toBe(advisor.id);
    server.clock.advance(31 * DAY);
    expect(await me(server, cookie)).toBeNull();
  });

  it('survives a server restart', async () => {
    const database: TestDatabase = await createTestDatabase();
    const first = await startTestServer({ database });
    const { advisor, cookie } = await buildAdvisor(first);
    await first.close();
    const second = await startTestServer({ database });
    expect((await me(second, cookie))?.id).toBe(advisor.id);
    await second.close();
    await database.drop();
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const secure = await startTestServer({ env: { PUBLIC_URL: 'https://video.example.com' } });
    const response = await secure.post(
      '/api/signup',
      {
        advisorName: 'Sam Lee',
        companyName: 'Lee Advisory',
        email: 'sam@example.com',
        password: 'maple friday',
        agreeToTerms: true,
      },
      { Origin: 'https://video.example.com' },
    );
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
    await secure.close();
  });
});
