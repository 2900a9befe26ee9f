import { randomUUID } from 'node:crypto';
import type { ShareResponse } from '../../shared/api/share.ts';
import type { VideoView } from '../../shared/api/videos.ts';
import { mp4BlobKey, originalBlobKey, thumbnailBlobKey } from '../videos/blob-keys.ts';
import { buildAdvisor, type SignedInAdvisor } from './factories.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { buildVideo } from './videos.ts';
import { putCaptionTrack } from './caption-tracks.ts';

export const SHARED_CAPTIONS =
  'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nGood morning, Jordan.\n';

export interface SharedVideo {
  advisor: SignedInAdvisor;
  video: VideoView;
  link: string;
  /** The MP4's bytes as stored (made up: the share routes serve bytes, they do not decode). */
  mp4: Buffer;
}

/**
 * A saved video, moved on as the pipeline would (its files put in the BlobStore directly):
 * `ready` has an MP4 and a thumbnail, `uploaded` only the original, `published` nothing yet.
 */
export async function buildSharedVideo(
  server: TestServer,
  options: {
    status?: 'ready' | 'uploaded' | 'published' | 'failed';
    overrides?: Record<string, unknown>;
    advisor?: SignedInAdvisor;
  } = {},
): Promise<SharedVideo> {
  const advisor = options.advisor ?? (await buildAdvisor(server));
  const original = Buffer.from(`\x1a\x45\xdf\xa3 original webm ${randomUUID()}`);
  const video = await buildVideo(server, advisor, original, options.overrides);
  const mp4 = Buffer.alloc(256 * 1024, 7);
  mp4.write(`mp4 of ${video.id}`);
  const status = options.status ?? 'ready';
  const { db } = server.deps;
  if (status !== 'published') {
    await server.deps.blobs.put(originalBlobKey(video.id), original);
    const now = server.clock.now().toISOString();
    await db.updateTable('videos').set({ status }).where('id', '=', video.id).execute();
    await db
      .updateTable('uploadDeclarations')
      .set({ uploadedAt: now, container: 'webm' })
      .where('videoId', '=', video.id)
      .execute();
    await putCaptionTrack(db, video.id, SHARED_CAPTIONS, now);
  }
  if (status === 'ready') {
    await server.deps.blobs.put(mp4BlobKey(video.id), mp4);
    await server.deps.blobs.put(thumbnailBlobKey(video.id), Buffer.from('jpeg bytes'));
  }
  return { advisor, video, link: video.shareLink, mp4 };
}

/** A test server with one ready shared video on it, as a file about one video starts. */
export async function startServerWithSharedVideo(): Promise<{
  server: TestServer;
  shared: SharedVideo;
}> {
  const server = await startTestServer();
  return { server, shared: await buildSharedVideo(server) };
}

/**
 * One anonymous client's browser: keeps the cookies the share pages set (as a browser does
 * for the session) and sends them back; each visitor has its own visit id.
 */
export class ShareVisitor {
  readonly sessionId = randomUUID();
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly server: Pick<TestServer, 'fetch' | 'post'>,
    private readonly headers: Record<string, string> = {
      'User-Agent': 'Mozilla/5.0 (iPhone) test',
    },
  ) {}

  private cookieHeader(): Record<string, string> {
    const pairs = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    return pairs.length > 0 ? { Cookie: pairs.join('; ') } : {};
  }

  private keep(response: Response): Response {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /Max-Age=0/.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const init = { headers: { ...this.headers, ...this.cookieHeader(), ...headers } };
    return this.keep(await this.server.fetch(path, init));
  }

  async post(path: string, body: unknown): Promise<Response> {
    return this.keep(
      await this.server.post(path, body, { ...this.headers, ...this.cookieHeader() }),
    );
  }

  async share(link: string): Promise<ShareResponse> {
    return (await (await this.get(`/api/share/${link}`)).json()) as ShareResponse;
  }

  /** Accepts the terms as the page's dialog does, with the disclosure it was shown. */
  async accept(link: string): Promise<Response> {
    const { branding } = await this.share(link);
    return this.post(`/api/share/${link}/accept`, {
      sessionId: this.sessionId,
      disclosureSha256: branding.disclosureSha256,
    });
  }

  verify(link: string, password: string): Promise<Response> {
    return this.post(`/api/share/${link}/verify`, { sessionId: this.sessionId, password });
  }

  event(link: string, event: string, metadata?: unknown): Promise<Response> {
    return this.post(`/api/share/${link}/events`, { sessionId: this.sessionId, event, metadata });
  }
}
