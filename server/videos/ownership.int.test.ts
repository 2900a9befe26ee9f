import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoResponse, VideosPage } from '../../shared/api/videos.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { buildSharedVideo, SHARED_CAPTIONS, type SharedVideo } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let anas: SharedVideo;
let ben: SignedInAdvisor;
beforeAll(async () => {
  server = await startTestServer();
  anas = await buildSharedVideo(server);
  ben = await buildAdvisor(server);
});
afterAll(() => server.close());

/** Every endpoint that names a video, with a body it would accept from the owner. */
const ENDPOINTS: [string, string, unknown][] = [
  ['GET', '', undefined],
  ['PATCH', '', { title: 'Taken over' }],
  ['DELETE', '', undefined],
  ['GET', '/captions', undefined],
  ['PUT', '/captions', { captionsData: SHARED_CAPTIONS.replace('Jordan', 'Ben') }],
  ['POST', '/share-link/revoke', undefined],
  ['POST', '/share-link/renew', undefined],
  ['GET', '/activity', undefined],
  ['GET', '/media', undefined],
  ['GET', '/thumbnail', undefined],
];

describe('another advisor’s video', () => {
  it.each(ENDPOINTS)(
    '%s /api/videos/:id%s is not found, and changes nothing',
    async (method, suffix, body) => {
      const response = await server.send(method, `/api/videos/${anas.video.id}${suffix}`, body, {
        Cookie: ben.cookie,
      });
      // 404, not 403: Ben must not learn that the video exists.
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
      const own = await server.fetch(`/api/videos/${anas.video.id}`, {
        headers: { Cookie: anas.advisor.cookie },
      });
      const video = ((await own.json()) as VideoResponse).video;
      expect(video).toMatchObject({
        title: 'Quarterly portfolio review',
        shareLink: anas.link,
        share: { revoked: false },
      });
    },
  );

  it.each(ENDPOINTS)(
    '%s /api/videos/:id%s without a session is refused',
    async (method, suffix, body) => {
      const response = await server.send(method, `/api/videos/${anas.video.id}${suffix}`, body);
      expect(response.status).toBe(401);
    },
  );

  it('is in nobody else’s library or figures', async () => {
    const listed = await server.fetch('/api/videos', { headers: { Cookie: ben.cookie } });
    expect(((await listed.json()) as VideosPage).total).toBe(0);
    const summary = await server.fetch('/api/videos/summary', { headers: { Cookie: ben.cookie } });
    expect(await summary.json()).toEqual({ totalVideos: 0, totalViews: 0, unreadResponses: 0 });
  });

  it.each(['not-an-id', 'summary-x', '00000000-0000-0000-0000-000000000000'])(
    'answers a path naming no video (%s) with 404',
    async (id) => {
      const response = await server.fetch(`/api/videos/${id}/activity`, {
        headers: { Cookie: ben.cookie },
      });
      expect(response.status).toBe(404);
    },
  );
});
