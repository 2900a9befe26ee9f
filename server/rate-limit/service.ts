import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { RateLimitedError } from '../http/errors.ts';
import { clearKey, countHit, findWindow } from './repo.ts';

export interface Limit {
  /** Most hits allowed in one window. */
  max: number;
  windowMs: number;
  /** What the person sees when over the limit. */
  message: string;
}

interface Deps {
  db: Db;
  clock: Clock;
}

function retryAfterSeconds(windowStart: string, limit: Limit, now: Date): number {
  const ends = new Date(windowStart).getTime() + limit.windowMs;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

/** Throws 429 when any of the keys has used up its window already (checking counts nothing). */
export async function assertUnderLimit(
  { db, clock }: Deps,
  keys: string[],
  limit: Limit,
): Promise<void> {
  const now = clock.now();
  for (const key of keys) {
    const window = await findWindow(db, key);
    if (!window) continue;
    const active = new Date(window.windowStart).getTime() > now.getTime() - limit.windowMs;
    if (active && window.count >= limit.max) {
      throw new RateLimitedError(limit.message, retryAfterSeconds(window.windowStart, limit, now));
    }
  }
}

/** Counts one hit on each key. */
export async function recordHits({ db, clock }: Deps, keys: string[], limit: Limit): Promise<void> {
  const now = clock.now();
  const windowStartedBefore = new Date(now.getTime() - limit.windowMs).toISOString();
  for (const key of keys) await countHit(db, key, now.toISOString(), windowStartedBefore);
}

/** Counts one hit and throws 429 if that went over the limit. */
export async function consume({ db, clock }: Deps, key: string, limit: Limit): Promise<void> {
  const now = clock.now();
  const windowStartedBefore = new Date(now.getTime() - limit.windowMs).toISOString();
  const window = await countHit(db, key, now.toISOString(), windowStartedBefore);
  if (window.count > limit.max) {
    throw new RateLimitedError(limit.message, retryAfterSeconds(window.windowStart, limit, now));
  }
}

export async function resetLimit({ db }: Deps, key: string): Promise<void> {
  await clearKey(db, key);
}
