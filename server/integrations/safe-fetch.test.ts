import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundPolicy } from './config.ts';
import { isPrivateAddress } from './outbound-address.ts';
import { OutboundNetworkError, OutboundRefusedError, safeFetch } from './safe-fetch.ts';

/*
 * The outbound policy as a deployment has it by default (no private addresses), with plain
 * http allowed only because the test's own server has no certificate. The local server is
 * reached only where a test allows 127.0.0.1 by name, as an operator's allowlist would.
 */
const STRICT: OutboundPolicy = { allowPrivate: false, allowedHosts: [], allowHttp: true };
const LOCAL_ALLOWED: OutboundPolicy = { ...STRICT, allowedHosts: ['127.0.0.1'] };

let server: http.Server;
let origin: string;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url} auth=${req.headers.authorization ?? ''}`);
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      res.writeHead(302, { Location: to });
      return res.end();
    }
    if (url.pathname === '/loop') {
      res.writeHead(302, { Location: '/loop' });
      return res.end();
    }
    if (url.pathname === '/big') {
      res.writeHead(200);
      return res.end(Buffer.alloc(64 * 1024, 97));
    }
    if (url.pathname === '/slow') return; // never answers
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('hello');
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (url: string, policy = STRICT, headers?: Record<string, string>) =>
  safeFetch(policy, { method: 'GET', url, headers });

describe('outgoing requests refuse private and local addresses', () => {
  it.each([
    ['IPv4 loopback', () => `http://127.0.0.1:${port}/`],
    ['a 10.0.0.0/8 address', () => 'http://10.1.2.3/'],
    ['cloud metadata (169.254.169.254)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/`],
    ['a name that resolves to loopback', () => `http://localhost:${port}/`],
  ])('refuses %s', async (_label, url) => {
    const before = hits.length;
    await expect(get(url())).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(hits.length).toBe(before);
  });

  it('refuses a redirect to a private address, checking each hop again', async () => {
    for (const to of [
      'http://10.0.0.7/admin',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/`,
      `http://localhost:${port}/secret`,
    ]) {
      const url = `${origin}/redirect?to=${encodeURIComponent(to)}`;
      await expect(get(url, LOCAL_ALLOWED)).rejects.toBeInstanceOf(OutboundRefusedError);
    }
    expect(hits.some((hit) => hit.includes('/secret'))).toBe(false);
  });

  it('reaches a private address the operator allows, by flag or by host name', async () => {
    expect((await get(`${origin}/`, LOCAL_ALLOWED)).body).toBe('hello');
    const open = { ...STRICT, allowPrivate: true };
    expect((await get(`http://localhost:${port}/`, open)).body).toBe('hello');
  });

  it('follows a same-origin redirect, and drops credentials crossing to another origin', async () => {
    const policy = { ...STRICT, allowedHosts: ['127.0.0.1', 'localhost'] };
    const auth = { Authorization: 'Bearer secret-token' };
    const same = await get(`${origin}/redirect?to=/final`, policy, auth);
    expect(same.status).toBe(200);
    expect(hits.at(-1)).toBe('GET /final auth=Bearer secret-token');
    await get(
      `${origin}/redirect?to=${encodeURIComponent(`http://localhost:${port}/other`)}`,
      policy,
      auth,
    );
    expect(hits.at(-1)).toBe('GET /other auth=');
  });

  it('stops after three redirects, caps the answer’s size and has a deadline', async () => {
    await expect(get(`${origin}/loop`, LOCAL_ALLOWED)).rejects.toThrow('More than 3 redirects');
    const limits = { timeoutMs: 300, maxResponseBytes: 1024, maxRedirects: 3 };
    await expect(
      safeFetch(LOCAL_ALLOWED, { method: 'GET', url: `${origin}/big` }, limits),
    ).rejects.toBeInstanceOf(OutboundNetworkError);
    await expect(
      safeFetch(LOCAL_ALLOWED, { method: 'GET', url: `${origin}/slow` }, limits),
    ).rejects.toThrow('did not answer in time');
  });

  it('refuses plain http unless allowed, and URLs carrying a password', async () => {
    const httpsOnly = { ...LOCAL_ALLOWED, allowHttp: false };
    await expect(get(`${origin}/`, httpsOnly)).rejects.toThrow('use https://');
    await expect(get(`http://u:p@127.0.0.1:${port}/`, LOCAL_ALLOWED)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
  });

  it('classes addresses as a public host would be classed', () => {
    for (const address of ['100.64.0.1', '172.16.5.4', '192.168.1.1', 'fd00::1', 'fe80::1', '::']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
