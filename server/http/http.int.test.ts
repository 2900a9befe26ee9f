import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const postRaw = (path: string, body: string, type = 'application/json') =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': type, Origin: server.url },
    body,
  });

describe('HTTP edge', () => {
  it('answers malformed JSON with a 400 JSON error, never a 500', async () => {
    const response = await postRaw('/api/pricing/select', '{"planId": "starter"');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Request body is not valid JSON',
    });
  });

  it('refuses JSON that is not an object', async () => {
    for (const body of ['[1,2]', '"text"', 'null', '42']) {
      const response = await postRaw('/api/pricing/select', body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Request body must be a JSON object',
      );
    }
  });

  it('refuses a body that is not JSON', async () => {
    const response = await postRaw(
      '/api/pricing/select',
      'planId=starter',
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a body over the limit before reading it all', async () => {
    const huge = JSON.stringify({ planId: 'x'.repeat(9 * 1024 * 1024) });
    const response = await postRaw('/api/pricing/select', huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await server.fetch('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the security headers and a request id on every response', async () => {
    const response = await server.fetch('/healthz');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a safe request id from a proxy and replaces an unsafe one', async () => {
    const kept = await server.fetch('/healthz', { headers: { 'X-Request-Id': 'lb-123.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-123.abc');
    const replaced = await server.fetch('/healthz', { headers: { 'X-Request-Id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>');
  });
});

describe('cross-site request defence', () => {
  const view = (headers: Record<string, string>) =>
    server.fetch('/api/pricing/view', { method: 'POST', headers });

  it('refuses a state-changing request that does not say where it comes from', async () => {
    const response = await view({});
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a request from another site', async () => {
    expect((await view({ Origin: 'https://evil.example' })).status).toBe(403);
    expect((await view({ Referer: 'https://evil.example/page' })).status).toBe(403);
  });

  it('accepts a same-origin Origin or Referer', async () => {
    expect((await view({ Origin: server.url })).status).toBe(204);
    expect((await view({ Referer: `${server.url}/pricing` })).status).toBe(204);
  });
});

describe('GET /healthz', () => {
  it('is 200 while the database answers', async () => {
    const response = await server.fetch('/healthz');
    expect(response.status).toBe(200);
    // `disk` is 'low' under a tenth free (see full-disk.int.test.ts), which this machine may be.
    expect(await response.json()).toMatchObject({
      status: 'ok',
      disk: expect.stringMatching(/^(ok|low)$/) as unknown,
    });
  });

  it('is 503 when the database is gone', async () => {
    const other = await startTestServer();
    await other.database.db.destroy();
    const response = await other.fetch('/healthz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    await other.close();
  });
});
