import { createHash, randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../deps.ts';
import { setCookie } from '../http/cookies.ts';
import { Unauthenticated } from '../errors/domain-errors.ts';
import { deleteSession, extendSession, findLiveSession, insertSession } from './repo.ts';
import { DAY_MS } from '../../shared/constants/time.ts';

export const SESSION_COOKIE = 'briefcast_session';
const SESSION_DAYS = 30;

declare module 'koa' {
  interface DefaultState {
    /** The signed-in advisor's id, when the request carries a live session. */
    advisorId?: string;
    sessionId?: string;
  }
}

/** The cookie holds 256 random bits; the database holds only their sha256 (a leak opens nothing). */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

function writeCookie(ctx: Context, secure: boolean, value: string, maxAgeSeconds: number): void {
  setCookie(ctx, SESSION_COOKIE, value, { secure, maxAgeSeconds });
}

/**
 * Database-backed sessions (so they survive restarts and work across web processes), with a
 * rolling 30-day expiry. Written for this app rather than koa-session so that keys are stored
 * hashed and rotation at sign-in is one explicit call.
 */
export function sessions({ db, clock, config }: AppDeps): Middleware {
  return async (ctx, next) => {
    const key = ctx.cookies.get(SESSION_COOKIE);
    if (key && /^[\w-]{43}$/.test(key)) {
      const now = clock.now();
      const session = await findLiveSession(db, hashKey(key), now.toISOString());
      if (session?.advisorId) {
        ctx.state.advisorId = session.advisorId;
        ctx.state.sessionId = session.id;
        // Roll the expiry at most once a day, not on every request.
        const renewAt = new Date(session.expiresAt).getTime() - (SESSION_DAYS - 1) * DAY_MS;
        if (now.getTime() >= renewAt) {
          await extendSession(
            db,
            session.id,
            new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
          );
          writeCookie(ctx, config.cookieSecure, key, SESSION_DAYS * 24 * 3600);
        }
      }
    }
    await next();
  };
}

/** Signs the advisor in with a brand-new session id (the old one, if any, is destroyed). */
export async function startSession(
  ctx: Context,
  { db, clock, config }: AppDeps,
  advisorId: string,
): Promise<void> {
  if (ctx.state.sessionId) await deleteSession(db, ctx.state.sessionId);
  const key = randomBytes(32).toString('base64url');
  const now = clock.now();
  const id = hashKey(key);
  await insertSession(db, {
    id,
    advisorId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
  });
  ctx.state.advisorId = advisorId;
  ctx.state.sessionId = id;
  writeCookie(ctx, config.cookieSecure, key, SESSION_DAYS * 24 * 3600);
}

export async function endSession(ctx: Context, { db, config }: AppDeps): Promise<void> {
  if (ctx.state.sessionId) await deleteSession(db, ctx.state.sessionId);
  delete ctx.state.advisorId;
  delete ctx.state.sessionId;
  writeCookie(ctx, config.cookieSecure, '', 0);
}

/**
 * Route middleware in front of every advisor route (mounted with `router.use` on an advisor
 * router, or per route): a request without a live session gets 401 before the route reads or
 * validates its body, so a signed-out caller learns nothing about what a route accepts.
 */
export const requireAdvisor: Middleware = async (ctx, next) => {
  if (!ctx.state.advisorId) throw new Unauthenticated();
  await next();
};

/** The signed-in advisor's id inside a route behind `requireAdvisor`. */
export function advisorIdOf(ctx: { state: { advisorId?: string } }): string {
  if (!ctx.state.advisorId) throw new Error('requireAdvisor must run before the route');
  return ctx.state.advisorId;
}
