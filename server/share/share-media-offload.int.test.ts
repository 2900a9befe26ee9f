import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareResponse } from '../../shared/api/share.ts';
import { NGINX_TESTS_RUN, startMediaTestServer } from '../test/media-modes.ts';
import { buildSharedVideo, ShareVisitor } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** Headers that differ between any two answers or any two servers: not the offload's doing. */
const PER_ANSWER = new Set(['date', 'server', 'connection', 'keep-alive', 'x-request-id']);

async function answerOf(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([n]) => !PER_ANSWER.has(n)));
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, body: body.toString('base64') };
}

/**
 * The same data served twice: by a server streaming it, and through the shipped nginx
 * configuration by a server with MEDIA_OFFLOAD=x-accel. A viewer must not tell them apart.
 */
describe.runIf(NGINX_TESTS_RUN)('share media sent by nginx (MEDIA_OFFLOAD=x-accel)', () => {
  let streaming: TestServer;
  let offloaded: TestServer;
  beforeAll(async () => {
    streaming = await startTestServer();
    offloaded = await startMediaTestServer('sent by nginx', {
      database: streaming.database,
      clock: streaming.clock,
    });
  });
  afterAll(async () => {
    await offloaded?.close();
    await streaming?.close();
  });

  async function admitted() {
    const shared = await buildSharedVideo(streaming);
    const client = new ShareVisitor(streaming);
    const share = (await (await client.accept(shared.link)).json()) as ShareResponse;
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { ...shared, share, cookie };
  }

  it('answers every kind of request exactly as the streaming server does', async () => {
    const { share, mp4, cookie } = await admitted();
    const url = share.video.fileUrl ?? '';
    const first = await streaming.fetch(url, { headers: { Cookie: cookie } });
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    await first.arrayBuffer();
    const requests: [string, Record<string, string>][] = [
      ['the whole file', {}],
      ['a first range', { Range: 'bytes=0-1' }],
      ['a middle range', { Range: 'bytes=1000-1999' }],
      ['a suffix', { Range: 'bytes=-16' }],
      ['an open range', { Range: 'bytes=100-' }],
      ['a range past the end', { Range: `bytes=${mp4.length - 10}-${mp4.length + 1000}` }],
      ['an unsatisfiable range', { Range: `bytes=${mp4.length}-` }],
      ['several ranges', { Range: 'bytes=0-9,20-29' }],
      ['a backwards range', { Range: 'bytes=9-1' }],
      ['a range with a trailing comma', { Range: 'bytes=0-1,' }],
      ['another unit', { Range: 'items=0-1' }],
      ['a current If-Range tag', { Range: 'bytes=0-1', 'If-Range': etag }],
      ['a stale If-Range tag', { Range: 'bytes=0-1', 'If-Range': '"stale"' }],
      ['an If-Range date', { Range: 'bytes=0-1', 'If-Range': lastModified }],
      ['If-None-Match, current', { 'If-None-Match': etag }],
      ['If-None-Match, stale', { 'If-None-Match': '"stale"' }],
      ['If-Modified-Since, current', { 'If-Modified-Since': lastModified }],
      ['If-Match, which is ignored', { 'If-Match': '"stale"' }],
      [
        'If-Unmodified-Since, which is ignored',
        { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
      ],
    ];
    for (const path of [url, share.video.thumbnailUrl ?? '']) {
      for (const [what, headers] of requests) {
        const init = { headers: { Cookie: cookie, ...headers } };
        const expected = await answerOf(await streaming.fetch(path, init));
        const actual = await answerOf(await offloaded.fetch(path, init));
        expect(actual, `${what} of ${path}`).toEqual(expected);
      }
      const head = { method: 'HEAD', headers: { Cookie: cookie } };
      expect(await answerOf(await offloaded.fetch(path, head))).toEqual(
        await answerOf(await streaming.fetch(path, head)),
      );
    }
  });

  it('keeps the sandbox, the cache rule and the type on what nginx sends', async () => {
    const { share, mp4, cookie } = await admitted();
    const answer = await offloaded.fetch(share.video.fileUrl ?? '', {
      headers: { Cookie: cookie, Range: 'bytes=0-99' },
    });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe(`bytes 0-99/${mp4.length}`);
    expect(answer.headers.get('content-type')).toBe('video/mp4');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await answer.arrayBuffer()).equals(mp4.subarray(0, 100))).toBe(true);
  });

  it('leaves the bytes to nginx: the server answers a granted range with a redirect only', async () => {
    const { share, video, cookie } = await admitted();
    const direct = await fetch(`${offloaded.url}${share.video.fileUrl ?? ''}`, {
      headers: { Cookie: cookie, Range: 'bytes=0-99' },
    });
    expect(direct.headers.get('x-accel-redirect')).toBe(
      `/briefcast-blobs/part/videos/${video.id}/mp4`,
    );
    expect(await direct.text()).toBe('');
    const whole = await fetch(`${offloaded.url}${share.video.fileUrl ?? ''}`, {
      headers: { Cookie: cookie },
    });
    expect(whole.headers.get('x-accel-redirect')).toBe(
      `/briefcast-blobs/full/videos/${video.id}/mp4`,
    );
  });

  it('sends nothing from the internal location to a client asking for it', async () => {
    const { video, cookie } = await admitted();
    for (const part of ['full', 'part']) {
      const response = await offloaded.fetch(`/briefcast-blobs/${part}/videos/${video.id}/mp4`, {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(404);
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(1000);
    }
  });

  it('still refuses a viewer who has not passed the gate, from the server', async () => {
    const { link } = await buildSharedVideo(streaming);
    const stranger = new ShareVisitor(offloaded);
    const refused = await stranger.get(`/media/share/${link}/video`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-accel-redirect')).toBeNull();
  });
});
