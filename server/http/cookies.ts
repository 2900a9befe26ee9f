import type { Context } from 'koa';

export interface CookieOptions {
  /** Only over HTTPS (COOKIE_SECURE). */
  secure: boolean;
  /** Seconds until the browser drops it; 0 drops it now. Absent: until the browser closes. */
  maxAgeSeconds?: number;
}

/**
 * Writes one of the server's cookies. Every one of them is a credential (a session, a passed
 * share gate), so each is httpOnly (no script, ours or an injected one, can read it), sent for
 * the whole site, and SameSite=Lax: it goes with a link followed from an email, not with a
 * request another site makes.
 */
export function setCookie(ctx: Context, name: string, value: string, options: CookieOptions) {
  const parts = [
    `${name}=${value}`,
    'Path=/',
    ...(options.maxAgeSeconds === undefined ? [] : [`Max-Age=${options.maxAgeSeconds}`]),
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ];
  ctx.append('Set-Cookie', parts.join('; '));
}
