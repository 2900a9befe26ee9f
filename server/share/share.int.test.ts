import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /share/:link', () => {
  it.each([
    ['an unknown link', '/share/AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed link', '/share/not-a-link'],
    ['a 10 KB link', `/share/${'a'.repeat(10_000)}`],
  ])('answers %s with the not-found page, unindexed', async (_, path) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<h1>Video not found or link has expired</h1>');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('says the link is incomplete when there is none', async () => {
    const response = await server.fetch('/share');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid share link');
  });
});
