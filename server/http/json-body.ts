import type { Middleware } from 'koa';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from './errors.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function readLimited(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) throw new PayloadTooLargeError(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body into `ctx.request.body` (an empty body reads as `{}`). Anything that is not
 * JSON, too large, or not an object is refused with a 4xx before a route sees it.
 */
export function jsonBody(limitBytes: number): Middleware {
  return async (ctx, next) => {
    if (!METHODS_WITH_BODY.has(ctx.method)) return next();
    const declared = Number(ctx.get('content-length') || '0');
    const hasBody = declared > 0 || ctx.get('transfer-encoding') !== '';
    if (!hasBody) {
      ctx.request.body = {};
      return next();
    }
    if (declared > limitBytes) throw new PayloadTooLargeError(limitBytes);
    if (!ctx.is('application/json')) throw new UnsupportedMediaTypeError();
    const raw = (await readLimited(ctx.req, limitBytes)).toString('utf8');
    let parsed: unknown;
    try {
      parsed = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      throw new BadRequestError('Request body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new BadRequestError('Request body must be a JSON object');
    }
    ctx.request.body = parsed;
    await next();
  };
}
