import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let staticDir: string;
const script = `console.log(${JSON.stringify('briefcast '.repeat(500))});`;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-Ab12Cd34.js.map'), '{"sources":[]}');
  fs.writeFileSync(path.join(staticDir, 'sw.js.map'), '{"sources":[]}');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('serving the built PWA', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const response = await server.fetch('/assets/index-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toBe(script);
  });

  it('revalidates the service worker and answers a matching ETag with 304', async () => {
    const first = await server.fetch('/sw.js');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    const second = await server.fetch('/sw.js', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it.each(['/', '/dashboard', '/record/preview', '/pricing/', '/compliance'])(
    'answers app route %s with the shell',
    async (route) => {
      const response = await server.fetch(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('answers an unknown page with the shell and a 404 status, and a missing file with 404', async () => {
    const page = await server.fetch('/no-such-page');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<div id="root">');
    expect((await server.fetch('/assets/missing-1234.js')).status).toBe(404);
  });

  it('never serves a source map, even one left in the build', async () => {
    for (const map of ['/assets/index-Ab12Cd34.js.map', '/sw.js.map']) {
      const response = await server.fetch(map);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('sources');
    }
  });
});
