import type { Middleware } from 'koa';
import { Forbidden } from '../errors/domain-errors.ts';
import { siteOrigin } from './site-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence for the cookie-authenticated API: a state-changing request must say, by its
 * Origin (or, failing that, Referer) header, that it comes from this site. Browsers always send
 * Origin on cross-site POSTs and scripts cannot forge it. Bodies must already be JSON (see
 * jsonBody), which a cross-site HTML form cannot send; a bodiless POST has no JSON type by spec.
 *
 * "This site" is PUBLIC_URL when it is set, and only that: the Host header is the requester's
 * to write (a page at evil.example whose DNS points at this server sends `Host: evil.example`
 * with `Origin: http://evil.example`), so it only stands in for the site when the operator has
 * not said what the site is (a trial on one computer).
 */
export function sameOrigin(publicUrl: string | undefined): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const claimed = originOf(ctx.get('origin')) ?? originOf(ctx.get('referer'));
    const site = publicUrl ?? siteOrigin(ctx);
    if (!claimed || claimed !== site) {
      throw new Forbidden('This request must come from the Briefcast site itself.');
    }
    await next();
  };
}
