import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signupBody } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('API caching', () => {
  it('tells browsers and proxies to keep no /api answer, errors included', async () => {
    const signup = await server.post('/api/signup', signupBody());
    const cookie = sessionCookie(signup);
    const signedIn = { headers: { Cookie: cookie } };
    const answers: [string, Response, number][] = [
      ['signup', signup, 201],
      ['own profile', await server.fetch('/api/auth/me', signedIn), 200],
      ['library', await server.fetch('/api/videos', signedIn), 200],
      ['settings', await server.fetch('/api/settings', signedIn), 200],
      ['bad create', await server.post('/api/videos', { title: 7 }, { Cookie: cookie }), 400],
      ['signed out', await server.fetch('/api/videos'), 401],
      ['no such video', await server.fetch(`/api/videos/${randomUUID()}`, signedIn), 404],
      ['no such endpoint', await server.fetch('/api/no-such-thing'), 404],
      ['no such share', await server.fetch('/api/share/not-a-link'), 404],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).toBe(status);
      expect(response.headers.get('cache-control'), what).toBe('no-store');
    }
  });
});
