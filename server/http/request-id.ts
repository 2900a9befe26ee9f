import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const SAFE_ID = /^[\w.-]{1,64}$/;

/** Gives each request an id (a proxy's X-Request-Id when it looks safe) and echoes it back. */
export function requestId(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId as string);
    await next();
  };
}
