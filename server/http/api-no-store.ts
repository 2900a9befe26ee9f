import type { Middleware } from 'koa';

/**
 * Every `/api` answer, errors included, is `Cache-Control: no-store`: it is one advisor's data
 * (or a client's gate pass) at this moment, which no browser or proxy may keep or serve again.
 * Set before the route runs, so a route that deliberately caches (a version's immutable file)
 * sets its own header over it.
 */
export function apiNoStore(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
