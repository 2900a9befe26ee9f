import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareResponse } from '../../shared/api/share.ts';
import { MEDIA_MODES, startMediaTestServer } from '../test/media-modes.ts';
import { buildSharedVideo, SHARED_CAPTIONS, ShareVisitor } from '../test/shares.ts';
import { GATE_MEMO_MS } from './gate-memo.ts';
import type { TestServer } from '../test/test-server.ts';

describe.each(MEDIA_MODES)('a shared video’s files, %s', (mode) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startMediaTestServer(mode);
  });
  afterAll(() => server.close());

  async function admitted(options: Parameters<typeof buildSharedVideo>[1] = {}) {
    const shared = await buildSharedVideo(server, options);
    const client = new ShareVisitor(server);
    const share = (await (await client.accept(shared.link)).json()) as ShareResponse;
    return { ...shared, client, share };
  }

  it('streams the MP4 in ranges, as a seeking player asks for it', async () => {
    const { client, share, mp4 } = await admitted();
    const url = share.video.fileUrl ?? '';
    const first = await client.get(url, { Range: 'bytes=0-1' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-1/${mp4.length}`);
    const middle = await client.get(url, { Range: 'bytes=1000-1999' });
    expect(Buffer.from(await middle.arrayBuffer()).equals(mp4.subarray(1000, 2000))).toBe(true);
    const tail = await client.get(url, { Range: 'bytes=-16' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(-16))).toBe(true);
    const past = await client.get(url, { Range: `bytes=${mp4.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${mp4.length}`);
    const several = await client.get(url, { Range: 'bytes=0-9,20-29' });
    expect(several.status).toBe(200);
    expect(Number(several.headers.get('content-length'))).toBe(mp4.length);
    const malformed = await client.get(url, { Range: 'bytes=9-1' });
    expect(malformed.status).toBe(200);
    await malformed.arrayBuffer();
  });

  it('stops serving a viewer already watching within GATE_MEMO_MS of the link being revoked', async () => {
    const { client, share, video, advisor } = await admitted();
    const url = share.video.fileUrl ?? '';
    const range = { Range: 'bytes=0-99' };
    const playing = await client.get(url, range);
    expect(playing.status).toBe(206);
    await playing.arrayBuffer();
    const revoke = await server.send(
      'POST',
      `/api/videos/${video.id}/share-link/revoke`,
      undefined,
      {
        Cookie: advisor.cookie,
      },
    );
    expect(revoke.status).toBe(200);
    server.clock.advance(GATE_MEMO_MS);
    for (const path of [url, share.video.thumbnailUrl ?? '', share.video.transcriptUrl ?? '']) {
      expect((await client.get(path, range)).status, path).toBe(404);
    }
  });

  it('lets the browser revalidate instead of downloading again', async () => {
    const { client, share } = await admitted();
    const url = share.video.fileUrl ?? '';
    const full = await client.get(url);
    await full.arrayBuffer();
    expect(full.headers.get('cache-control')).toBe('private, no-cache');
    expect(full.headers.get('last-modified')).not.toBeNull();
    const etag = full.headers.get('etag') ?? '';
    expect((await client.get(url, { 'If-None-Match': etag })).status).toBe(304);
  });

  it('plays the original WebM while the MP4 is being made', async () => {
    const { client, share, link } = await admitted({ status: 'uploaded' });
    expect(share.video.state).toBe('playable');
    expect(share.video.fileUrl).toBe(`/media/share/${link}/video?v=original`);
    const response = await client.get(share.video.fileUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect((await response.text()).includes('original webm')).toBe(true);
    expect(share.video.thumbnailUrl).toBeNull();
  });

  it('serves the captions as WebVTT, and none when the advisor turned them off', async () => {
    const { client, share } = await admitted();
    const captions = await client.get(share.video.transcriptUrl ?? '');
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toBe(SHARED_CAPTIONS);

    const off = await admitted({ overrides: { captionsEnabled: false } });
    expect(off.share.video.transcriptUrl).toBeNull();
    expect((await off.client.get(`/media/share/${off.link}/captions.vtt`)).status).toBe(404);
  });

  it('serves the thumbnail as a JPEG that cannot run anything', async () => {
    const { client, share } = await admitted();
    const thumbnail = await client.get(share.video.thumbnailUrl ?? '');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    expect(thumbnail.headers.get('content-security-policy')).toContain('sandbox');
    expect(thumbnail.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
