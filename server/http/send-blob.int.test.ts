import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlobStore } from '../storage/blob-store.ts';
import { localDiskStore } from '../storage/local-disk-store.ts';
import { sendBlob } from './send-blob.ts';

interface Served {
  url: string;
  close(): Promise<void>;
}

/** A bare Koa app with one route that sends `media/<name>` and answers 404 for a missing one. */
async function serve(blobs: BlobStore): Promise<Served> {
  const app = new Koa();
  app.silent = true;
  const router = new Router();
  router.get('/blobs/:name', async (ctx) => {
    const sent = await sendBlob(ctx, blobs, `media/${ctx.params.name ?? ''}`, {
      contentType: 'video/mp4',
      cacheControl: 'public, max-age=60',
    });
    if (!sent) {
      ctx.status = 404;
      ctx.body = 'no such blob';
    }
  });
  app.use(router.routes());
  const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      ),
  };
}

const FD_DIR = '/proc/self/fd';
/** Files under `folder` this process holds open (Linux only): proof that no stream leaked. */
function openFilesUnder(folder: string): string[] {
  return fs.readdirSync(FD_DIR).flatMap((fd) => {
    try {
      const target = fs.readlinkSync(path.join(FD_DIR, fd));
      return target.startsWith(folder + path.sep) ? [target] : [];
    } catch {
      return []; // closed while we looked
    }
  });
}
const expectNoOpenFiles = (folder: string) =>
  vi.waitFor(() => expect(openFilesUnder(folder)).toEqual([]), { timeout: 2000 });

const SIZE = 300 * 1024;
let root: string;
let blobs: BlobStore;
let bytes: Buffer;
let served: Served;

beforeAll(async () => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-send-blob-')));
  blobs = localDiskStore(root);
  bytes = randomBytes(SIZE);
  await blobs.put('media/clip', bytes);
  served = await serve(blobs);
});
afterAll(async () => {
  await served.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, name = 'clip', method = 'GET') =>
  fetch(`${served.url}/blobs/${name}`, { method, headers });
const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

async function expectWhole(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-length')).toBe(String(SIZE));
  expect(response.headers.get('content-range')).toBeNull();
  expect((await bodyOf(response)).equals(bytes)).toBe(true);
}

/** The blob's validators, as a browser remembers them from a first answer. */
async function validators() {
  const response = await get({}, 'clip', 'HEAD');
  return {
    etag: response.headers.get('etag') ?? '',
    lastModified: response.headers.get('last-modified') ?? '',
  };
}

describe('sendBlob', () => {
  it('sends the whole blob with its type, length, validators and caching', async () => {
    const response = await get();
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('etag')).toContain(`"${SIZE.toString(16)}-`);
    expect(Date.parse(response.headers.get('last-modified') ?? '')).not.toBeNaN();
    await expectWhole(response);
  });

  it.each([
    ["Chromium's first request", 'bytes=0-', 0, SIZE - 1],
    ["Safari's probe", 'bytes=0-1', 0, 1],
    ['a seek', 'bytes=100-199', 100, 199],
    ['a suffix', 'bytes=-10', SIZE - 10, SIZE - 1],
    ['the last byte', `bytes=${SIZE - 1}-`, SIZE - 1, SIZE - 1],
    ['an end past the blob', `bytes=${SIZE - 100}-${SIZE + 5000}`, SIZE - 100, SIZE - 1],
  ])('answers %s (%s) with exactly those bytes', async (_what, range, start, end) => {
    const response = await get({ Range: range });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect((await bodyOf(response)).equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers a range starting past the end with 416 and the size', async () => {
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`]) {
      const response = await get({ Range: range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${SIZE}`);
      expect(response.headers.get('cache-control')).toBeNull();
      expect(await bodyOf(response)).toHaveLength(0);
    }
  });

  it.each(['bytes=abc', 'items=0-1', 'bytes=5-1', 'bytes=0-1,5-9', 'bytes=0-,0-,0-'])(
    'ignores %s and sends the whole blob',
    async (range) => {
      await expectWhole(await get({ Range: range }));
    },
  );

  it('answers a matching If-None-Match with 304, even when a range is asked for', async () => {
    const { etag } = await validators();
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get({ 'If-None-Match': ifNoneMatch, Range: 'bytes=0-1' });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await bodyOf(response)).toHaveLength(0);
    }
  });

  it('lets If-None-Match decide over If-Modified-Since', async () => {
    const { lastModified } = await validators();
    await expectWhole(await get({ 'If-None-Match': '"other"', 'If-Modified-Since': lastModified }));
  });

  it('answers If-Modified-Since with 304 unless the blob is newer', async () => {
    const { lastModified } = await validators();
    expect((await get({ 'If-Modified-Since': lastModified })).status).toBe(304);
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
    expect((await get({ 'If-Modified-Since': later })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    await expectWhole(await get({ 'If-Modified-Since': earlier }));
    await expectWhole(await get({ 'If-Modified-Since': 'not a date' }));
  });

  it('honours a range only for the version If-Range names', async () => {
    const { etag, lastModified } = await validators();
    const ranged = (ifRange: string) => get({ Range: 'bytes=0-1', 'If-Range': ifRange });
    expect((await ranged(etag)).status).toBe(206);
    expect((await ranged(lastModified)).status).toBe(206);
    await expectWhole(await ranged('"another-version"'));
    await expectWhole(await ranged(`W/${etag}`));
    await expectWhole(await ranged(new Date(Date.parse(lastModified) - 1000).toUTCString()));
    await expectWhole(await ranged('garbage'));
  });

  it('answers HEAD with the headers of the whole blob and no bytes', async () => {
    const ranges: Record<string, string>[] = [{}, { Range: 'bytes=0-1' }];
    for (const headers of ranges) {
      const response = await get(headers, 'clip', 'HEAD');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(SIZE));
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(await bodyOf(response)).toHaveLength(0);
    }
  });

  it('leaves the route to answer a blob that does not exist', async () => {
    const response = await get({}, 'missing');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('no such blob');
  });

  it.skipIf(!fs.existsSync(FD_DIR))('keeps no file open after answers without bytes', async () => {
    const { etag } = await validators();
    await Promise.all([
      get({}, 'clip', 'HEAD'),
      get({ 'If-None-Match': etag }),
      get({ Range: `bytes=${SIZE}-` }),
      get({ Range: 'bytes=0-1' }),
      get({ Range: 'bytes=0-1', 'If-Range': '"old"' }).then(bodyOf),
    ]);
    await expectNoOpenFiles(root);
  });

  it('counts in numbers, not buffers: a range deep inside a 5 GB blob', async () => {
    const size = 5 * 1024 ** 3 + 3;
    await blobs.put('media/huge', Buffer.alloc(0));
    const file = path.join(root, 'media', 'huge');
    // A sparse file: gigabytes long without being written.
    fs.truncateSync(file, size);
    const marker = Buffer.from('briefcast');
    const at = 4_500_000_000;
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, marker, 0, marker.length, at);
    fs.closeSync(fd);

    const head = await get({}, 'huge', 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(size));
    const response = await get({ Range: `bytes=${at}-${at + marker.length - 1}` }, 'huge');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(
      `bytes ${at}-${at + marker.length - 1}/${size}`,
    );
    expect(await response.text()).toBe('briefcast');
    const tail = await get({ Range: 'bytes=-3' }, 'huge');
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 3}-${size - 1}/${size}`);
    expect(await bodyOf(tail)).toEqual(Buffer.alloc(3));
    await blobs.delete('media/huge');
  });

  it('lets go of a client that hangs up mid-download, and closes cleanly after', async () => {
    const own = await serve(blobs);
    await blobs.put('media/large', randomBytes(20 * 1024 * 1024));
    const abort = new AbortController();
    const response = await fetch(`${own.url}/blobs/large`, { signal: abort.signal });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.value?.length).toBeGreaterThan(0);
    abort.abort();
    await expect(reader?.read()).rejects.toThrow();

    // No closeAllConnections: close() ends only once the server has let the connection go.
    await expect(own.close()).resolves.toBeUndefined();
    if (fs.existsSync(FD_DIR)) await expectNoOpenFiles(root);
    await blobs.delete('media/large');
  });
});
