import http from 'node:http';

/** A tus 1.0 client speaking the protocol by hand, so tests can also speak it wrongly. */
export class TusTestClient {
  constructor(
    private readonly server: { url: string },
    private cookie: string,
  ) {}

  private fetch(path: string, init: RequestInit): Promise<Response> {
    return fetch(`${this.server.url}${path}`, init);
  }

  useSession(cookie: string): void {
    this.cookie = cookie;
  }

  /** The same advisor's client against another server (a restarted one). */
  on(server: { url: string }): TusTestClient {
    return new TusTestClient(server, this.cookie);
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'Tus-Resumable': '1.0.0', Origin: this.server.url, Cookie: this.cookie, ...extra };
  }

  /**
   * POST /api/uploads, with `metadata` besides the video's id and file type (a `track`); the
   * upload's path (from Location) when created.
   */
  async create(
    videoId: string,
    length: number,
    metadata: Record<string, string> = {},
  ): Promise<{ response: Response; url: string }> {
    const pairs = Object.entries({ videoId, filetype: 'video/webm', ...metadata });
    const response = await this.fetch('/api/uploads', {
      method: 'POST',
      headers: this.headers({
        'Upload-Length': String(length),
        'Upload-Metadata': pairs
          .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
          .join(','),
      }),
    });
    return { response, url: response.headers.get('location') ?? '' };
  }

  patch(url: string, offset: number, bytes: Buffer): Promise<Response> {
    return this.fetch(url, {
      method: 'PATCH',
      headers: this.headers({
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      }),
      body: new Uint8Array(bytes),
    });
  }

  /** A PATCH with no Content-Length (chunked), as a client streaming what it records sends. */
  patchChunked(url: string, offset: number, bytes: Buffer): Promise<Response> {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes));
        controller.close();
      },
    });
    return this.fetch(url, {
      method: 'PATCH',
      headers: this.headers({
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      }),
      body,
      duplex: 'half',
    } as RequestInit);
  }

  head(url: string): Promise<Response> {
    return this.fetch(url, { method: 'HEAD', headers: this.headers() });
  }

  /** The server's offset for the upload, or its status when HEAD fails. */
  async offset(url: string): Promise<number | { status: number }> {
    const response = await this.head(url);
    return response.ok
      ? Number(response.headers.get('upload-offset'))
      : { status: response.status };
  }

  /** Sends `bytes` from `offset` in pieces of `chunk` bytes; the last response. */
  async send(url: string, bytes: Buffer, offset = 0, chunk = 64 * 1024): Promise<Response> {
    let response: Response | undefined;
    for (let at = offset; at < bytes.length; at += chunk) {
      response = await this.patch(url, at, bytes.subarray(at, at + chunk));
      if (response.status !== 204) return response;
    }
    if (!response) throw new Error('nothing to send');
    return response;
  }

  /**
   * A PATCH that sends `sent` of its bytes and then stalls with its connection open, as a
   * client on a dying network does; `status` is the server's answer, should one come.
   */
  async stallMidPatch(
    url: string,
    offset: number,
    bytes: Buffer,
    sent: number,
  ): Promise<{ status: Promise<number | undefined>; close(): void }> {
    const request = http.request(new URL(url, this.server.url), {
      method: 'PATCH',
      headers: this.headers({
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      }),
    });
    const status = new Promise<number | undefined>((resolve) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', () => resolve(undefined));
    });
    await new Promise<void>((resolve) => request.write(bytes.subarray(0, sent), () => resolve()));
    return { status, close: () => request.destroy() };
  }

  /**
   * A PATCH whose connection drops after `sent` of its bytes, as a laptop closing its lid
   * would: the server keeps what arrived.
   */
  async dropMidPatch(url: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
    const target = new URL(url, this.server.url);
    await new Promise<void>((resolve) => {
      const request = http.request(target, {
        method: 'PATCH',
        headers: this.headers({
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(bytes.length),
        }),
      });
      request.on('error', () => resolve());
      request.write(bytes.subarray(0, sent), () => {
        // Let the bytes reach the server before the connection goes.
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 200);
      });
    });
  }
}
