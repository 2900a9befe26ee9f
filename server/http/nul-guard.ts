import type { Middleware } from 'koa';
import { Invalid } from '../errors/domain-errors.ts';

/** NUL as it reaches a path or query: Node's parser refuses a raw NUL in a request line. */
const ENCODED_NUL = /%00/i;

/**
 * Refuses a path or query string that decodes to hold NUL: PostgreSQL cannot compare text with
 * it, and no id, link, search or filter has a use for it. Bodies are checked as they are read.
 */
export function nulGuard(): Middleware {
  return async (ctx, next) => {
    if (ENCODED_NUL.test(ctx.path) || ENCODED_NUL.test(ctx.querystring)) {
      throw new Invalid('The address must not contain NUL characters');
    }
    await next();
  };
}
