import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';

/** Bytes buffered between the socket and the file; more than this and the socket is paused. */
const BODY_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * The request body as a web stream of the socket's own chunks, with backpressure by bytes.
 * Node 20's Readable.toWeb copies every chunk and holds one at a time; this passes them on as
 * they are. (Gathering them into 1 MB pieces first cost more in copies than it saved in
 * per-chunk work: bench/upload.ts.)
 *
 * A connection that breaks mid-body ends the stream as if the body were complete: every byte
 * that reached this process goes on to storage, and the upload's offset says how far it got.
 * The client resumes from there (tus lets a server keep a partial PATCH; on a link that drops
 * every few seconds nothing else would ever finish).
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          controller.close();
        };
        req.on('data', (chunk: Buffer) => {
          if (ended) return;
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', end);
        // 'error' (a reset) or 'close' before 'end' (the socket went): keep what came.
        req.once('error', end);
        req.once('close', end);
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

/**
 * tus aborts a request whose Node request emits 'error', and an aborted write drops whatever
 * is still queued between the socket and the store. A body's end is `bodyStream`'s to report,
 * so tus is handed a request that never errors; it still gets the real one to answer.
 */
const quietRequest = () => new EventEmitter();

/** The request as tus's web-standard handler reads it, built here for `bodyStream`'s sake. */
export function tusRequest(ctx: Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const isPatch = ctx.method === 'PATCH';
  const body = isPatch || ctx.method === 'POST' ? bodyStream(ctx.req) : null;
  // Only what tus reads; `runtime.node.req` is how the POST hook finds the checked create.
  return {
    method: ctx.method,
    url: ctx.href,
    headers,
    body,
    runtime: { name: 'node', node: { req: isPatch ? quietRequest() : ctx.req, res: ctx.res } },
  } as unknown as Request;
}

/** Writes tus's answer to the Node response, as Koa would have. */
export async function sendTusResponse(ctx: Context, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  // The client may be gone (a broken PATCH whose bytes were kept): there is nobody to answer.
  if (ctx.res.destroyed) return;
  ctx.res.statusCode = response.status;
  response.headers.forEach((value, name) => ctx.res.setHeader(name, value));
  if (body.length > 0 && !response.headers.has('content-type')) {
    ctx.res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  }
  ctx.res.end(body);
}
