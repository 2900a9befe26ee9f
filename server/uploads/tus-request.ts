import { EventEmitter } from 'node:events';
import type { Context } from 'koa';
import { RequestBody } from './request-body.ts';

/**
 * tus aborts a request whose Node request emits 'error' (a reset connection), and an aborted
 * request writes nothing, not even the bytes that came before the reset. A body's end is
 * `RequestBody`'s to report, so tus is handed a request that never errors; it still gets the
 * real one to answer.
 */
const quietRequest = () => new EventEmitter();

/** The request as tus's web-standard handler reads it, with the body as a `RequestBody`. */
export function tusRequest(ctx: Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const isPatch = ctx.method === 'PATCH';
  const body = isPatch || ctx.method === 'POST' ? new RequestBody(ctx.req) : null;
  // Only what tus reads; `runtime.node.req` is how the POST hook finds the checked create. The
  // body is no web stream: tus only hands it on to `writeToStore`, which `direct-write.ts` sets.
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
