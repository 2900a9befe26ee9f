import type { Context } from 'koa';
import type { AppDeps } from '../deps.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { readGateCookie } from './gate-cookie.ts';
import type { Viewer } from './gate-service.ts';

const USER_AGENT_MAX_LENGTH = 512;

/** The anonymous viewer behind a request to `/share/:link` or its API. */
export function viewerOf(deps: AppDeps, ctx: Context, link: string): Viewer {
  return {
    siteUrl: linkOrigin(deps.config),
    ip: ctx.ip,
    userAgent: ctx.get('user-agent').slice(0, USER_AGENT_MAX_LENGTH),
    token: readGateCookie(ctx, link),
  };
}

/** Headers every share response carries: never indexed, never sent on as a referrer. */
export function markPrivate(ctx: Context): void {
  ctx.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
}
