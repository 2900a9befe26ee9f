import { signupBody, sessionCookie } from '../../server/test/factories.ts';
import { ShareVisitor } from '../../server/test/shares.ts';
import { TusTestClient } from '../../server/test/tus-test-client.ts';
import { createBody, sha256 } from '../../server/test/videos.ts';
import type { VideoView } from '../../shared/api/videos.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A running Briefcast reached at `url` (its PUBLIC_URL) the way the PWA and a client's browser
 * reach it: an advisor signs up, records and uploads; a client opens the share page.
 */
export class BriefcastSite {
  private cookie = '';

  constructor(readonly url: string) {}

  private fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.url}${path}`, init);
  }

  private post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.fetch(path, {
      method: 'POST',
      headers: { Origin: this.url, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  private get tus(): TusTestClient {
    return new TusTestClient(this, this.cookie);
  }

  /** A new advisor, signed in; their email. */
  async signUp(): Promise<string> {
    const body = signupBody();
    const response = await this.post('/api/signup', body);
    if (response.status !== 201)
      throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    this.cookie = sessionCookie(response);
    return body.email;
  }

  /** Saves a video for `bytes` and opens its upload; the video and the upload's path. */
  async startUpload(bytes: Buffer): Promise<{ video: VideoView; upload: string }> {
    const created = await this.post('/api/videos', createBody(bytes), { Cookie: this.cookie });
    if (created.status !== 201) throw new Error(`save: ${created.status} ${await created.text()}`);
    const { video } = (await created.json()) as { video: VideoView };
    const { response, url } = await this.tus.create(video.id, bytes.length);
    if (response.status !== 201) throw new Error(`upload: ${response.status}`);
    return { video, upload: url };
  }

  /**
   * Saves a recording of screen and camera as the PWA does (the camera's file declared beside
   * the screen's, in the default layout), uploads both, the camera's marked `track: camera`.
   */
  async uploadTwoStream(screen: Buffer, camera: Buffer): Promise<VideoView> {
    const body = createBody(screen, {
      source: 'screen_and_camera',
      includeProfilePicture: false,
      camera: { size: camera.length, sha256: sha256(camera), contentType: 'video/webm', offsetMs: 0 },
    });
    const created = await this.post('/api/videos', body, { Cookie: this.cookie });
    if (created.status !== 201) throw new Error(`save: ${created.status} ${await created.text()}`);
    const { video } = (await created.json()) as { video: VideoView };
    const files: [Buffer, Record<string, string>][] = [
      [screen, {}],
      [camera, { track: 'camera' }],
    ];
    for (const [bytes, metadata] of files) {
      const { response, url } = await this.tus.create(video.id, bytes.length, metadata);
      if (response.status !== 201) throw new Error(`upload: ${response.status}`);
      const last = await this.tus.send(url, bytes);
      if (last.status !== 204) throw new Error(`upload: ${last.status} ${await last.text()}`);
    }
    return video;
  }

  /** The MP4 clients are served, as its advisor downloads it. */
  async mp4(id: string): Promise<Buffer> {
    const response = await this.fetch(`/api/videos/${id}/media`, {
      headers: { Cookie: this.cookie },
    });
    if (response.status !== 200) throw new Error(`media: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Sends the rest of `bytes` from where the server says the upload stands; that offset. */
  async finishUpload(upload: string, bytes: Buffer): Promise<number> {
    const offset = await this.tus.offset(upload);
    if (typeof offset !== 'number') throw new Error(`upload offset: ${offset.status}`);
    const last = await this.tus.send(upload, bytes, offset);
    if (last.status !== 204) throw new Error(`upload: ${last.status} ${await last.text()}`);
    return offset;
  }

  /**
   * Sends the first `sent` bytes of an upload and holds the connection open, as a recording
   * still going up does; `close` ends it.
   */
  stallUpload(upload: string, bytes: Buffer, sent: number) {
    return this.tus.stallMidPatch(upload, 0, bytes, sent);
  }

  /** Waits until the video is ready (processed); its seconds and the video. */
  async waitReady(id: string, timeoutMs = 300_000): Promise<VideoView> {
    const since = Date.now();
    for (;;) {
      const response = await this.fetch(`/api/videos/${id}`, { headers: { Cookie: this.cookie } });
      const { video } = (await response.json()) as { video: VideoView };
      if (video.status === 'ready') return video;
      if (video.status === 'failed') throw new Error(`processing failed: ${JSON.stringify(video)}`);
      if (Date.now() - since > timeoutMs) throw new Error(`still ${video.status}`);
      await sleep(500);
    }
  }

  /**
   * A client opens the share page (and a link preview its card), accepts the terms and plays the
   * video: its first bytes by a Range request, as a browser's player asks. What was seen.
   */
  async play(
    link: string,
  ): Promise<{ page: number; card: string; range: number; type: string; mp4: boolean }> {
    const page = await this.fetch(`/share/${link}`);
    // The link preview's card, drawn in the image (its renderer and fonts are there).
    const card = await this.fetch(`/share/${link}/card.png`);
    const visitor = new ShareVisitor({
      fetch: (path, init) => this.fetch(path, init),
      post: (path, body, headers) => this.post(path, body, headers),
    });
    const accepted = await visitor.accept(link);
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status}`);
    const { video } = await visitor.share(link);
    const media = await visitor.get(video.fileUrl ?? '/missing', { Range: 'bytes=0-1023' });
    const head = Buffer.from(await media.arrayBuffer());
    return {
      page: page.status,
      card: `${card.status} ${card.headers.get('content-type') ?? ''}`,
      range: media.status,
      type: media.headers.get('content-type') ?? '',
      mp4: head.subarray(4, 8).toString('latin1') === 'ftyp',
    };
  }
}
