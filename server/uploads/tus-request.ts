import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';

/** Bytes buffered between the socket and the file; more than this and the socket is paused. */
const BODY_BUFFER_BYTES = 4 * 1024 * 1024;
const PIECE_BYTES = 1024 * 1024;

/**
 * The request body as a web stream of 1 MB pieces. Node 20's Readable.toWeb copies every 64 KB
 * socket chunk and holds one at a time, and each chunk then passes five streams inside tus:
 * gathering them into larger pieces costs one copy and saves most of that per-chunk work and
 * its garbage (bench/upload.ts).
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let gathered: Buffer[] = [];
        let gatheredBytes = 0;
        const flush = () => {
          if (gatheredBytes > 0) controller.enqueue(Buffer.concat(gathered, gatheredBytes));
          gathered = [];
          gatheredBytes = 0;
        };
        req.on('data', (chunk: Buffer) => {
          gathered.push(chunk);
          gatheredBytes += chunk.length;
          if (gatheredBytes < PIECE_BYTES) return;
          flush();
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          flush();
          controller.close();
        });
        req.once('error', (err) => controller.error(err));
      },
      pull() {
        req.resume();
      },
      cancel() {
        req.resume();
      },
    },
    { highWaterMark: BODY_BUFFER_BYTES, size: (chunk) => chunk.byteLength },
  );
}

/** The request as tus's web-standard handler reads it, built here for `bodyStream`'s sake. */
export function tusRequest(ctx: Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = ctx.method === 'PATCH' || ctx.method === 'POST' ? bodyStream(ctx.req) : null;
  // Only what tus reads; `runtime.node.req` lets it notice a client that goes away mid-PATCH.
  return {
    method: ctx.method,
    url: ctx.href,
    headers,
    body,
    runtime: { name: 'node', node: { req: ctx.req, res: ctx.res } },
  } as unknown as Request;
}

/** Writes tus's answer to the Node response, as Koa would have. */
export async function sendTusResponse(ctx: Context, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  ctx.res.statusCode = response.status;
  response.headers.forEach((value, name) => ctx.res.setHeader(name, value));
  if (body.length > 0 && !response.headers.has('content-type')) {
    ctx.res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  }
  ctx.res.end(body);
}
