import type { Context } from 'koa';
import { setCookie } from '../http/cookies.ts';

/** One cookie per link, so passing one video's gate says nothing about another's. */
const cookieName = (link: string) => `briefcast_share_${link}`;

export function readGateCookie(ctx: Context, link: string): string | undefined {
  return ctx.cookies.get(cookieName(link));
}

/**
 * A browser-session cookie (no Max-Age: a passed gate is remembered per video until the
 * browser closes), httpOnly so the page's script never holds the pass, sent by the video element
 * with every range request.
 */
export function writeGateCookie(ctx: Context, link: string, token: string, secure: boolean) {
  setCookie(ctx, cookieName(link), token, { secure });
}
