import type { Context } from 'koa';

/**
 * This server's own origin as the client reached it. Not `ctx.origin`: since Koa 3 that is the
 * request's Origin header, which a cross-site caller chooses.
 */
export function siteOrigin(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`;
}
