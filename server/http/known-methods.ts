import type { Middleware } from 'koa';
import { MethodNotAllowed } from '../errors/domain-errors.ts';

/** Every method some route or the static files answer; tus uploads use OPTIONS and PATCH. */
const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Refuses any other method (TRACE, PROPFIND, MKCOL…) with a 405 on every path, before the
 * routers, which would otherwise answer it as 501 Not Implemented: a server error.
 */
export function knownMethods(): Middleware {
  return async (ctx, next) => {
    if (!KNOWN_METHODS.includes(ctx.method)) {
      ctx.set('Allow', KNOWN_METHODS.join(', '));
      throw new MethodNotAllowed(`Method ${ctx.method} is not allowed`);
    }
    await next();
  };
}
