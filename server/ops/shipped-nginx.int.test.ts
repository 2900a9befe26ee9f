import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/lib/processes.ts';
import { signupBody } from '../test/factories.ts';
import { NGINX_TESTS_RUN } from '../test/media-modes.ts';
import type { NginxProcess } from '../test/nginx-process.ts';
import { startOffloadProxy } from '../test/offload-proxy.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// docker/nginx.conf as a firm runs it, in front of a server with TRUST_PROXY=true and no
// PUBLIC_URL: a browser that opened the proxy's own address, port included, and a client that
// writes its own X-Forwarded-For.

const WAIT_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

describe.runIf(NGINX_TESTS_RUN)('the shipped nginx.conf in front of the server', () => {
  let server: TestServer;
  let nginx: NginxProcess;
  let prefix: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-nginx-'));
    nginx = await startOffloadProxy({
      prefix,
      upstreamPort: Number(new URL(server.url).port),
      port: await freePort(),
      blobsDir: path.join(server.deps.config.dataDir, 'blobs'),
      workers: 1,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  const viaProxy = (route: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${nginx.url}${route}`, {
      method: 'POST',
      headers: { Origin: nginx.url, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('lets a browser at the address and port people typed sign up and sign in', async () => {
    // The port is part of the origin: a proxy that passed the host without it made every form
    // from http://server:8080 look cross-site (403).
    expect(new URL(nginx.url).port).not.toBe('');
    const body = signupBody();
    const signup = await viaProxy('/api/signup', body);
    expect(signup.status).toBe(201);
    const login = await viaProxy('/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(200);
  });

  it('refuses a form from another origin', async () => {
    const forged = await viaProxy('/api/signup', signupBody(), { Origin: 'http://evil.example' });
    expect(forged.status).toBe(403);
  });

  it('counts every client as the address nginx saw, whatever X-Forwarded-For it sends', async () => {
    // 30 failures per address in 15 minutes, each from a made-up address, in both spellings an
    // attacker tries: a bare address, and one with a plausible proxy entry after it.
    const forged = (i: number) => (i % 2 === 0 ? `198.51.100.${i}` : `198.51.100.${i}, 127.0.0.1`);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        viaProxy(
          '/api/auth/login',
          { email: `spray.${i}@example.com`, password: 'guess1234' },
          { 'X-Forwarded-For': forged(i) },
        ).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBe(30);
    const next = await viaProxy(
      '/api/auth/login',
      { email: 'spray.last@example.com', password: 'guess1234' },
      { 'X-Forwarded-For': '203.0.113.250' },
    );
    expect(next.status).toBe(429);
    expect(await next.json()).toMatchObject({ message: WAIT_MESSAGE });
  }, 120_000);
});
