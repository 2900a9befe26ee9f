import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { RateLimited } from '../errors/domain-errors.ts';
import { clearKey, countHit, uncountHit } from './repo.ts';

export interface Limit {
  /** Most hits allowed in one window. */
  max: number;
  windowMs: number;
  /** What the person sees when over the limit. */
  message: string;
}

/** One counter an attempt is charged to, and the limit that counter is held to. */
export interface Claim {
  key: string;
  limit: Limit;
}

/** Attempts taken by `reserve`; `release` hands them back when an attempt should not count. */
export interface Reservation {
  release(): Promise<void>;
}

interface Deps {
  db: Db;
  clock: Clock;
}

function retryAfterSeconds(windowStart: string, limit: Limit, now: Date): number {
  const ends = new Date(windowStart).getTime() + limit.windowMs;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

/**
 * Charges one attempt to every claim's counter, then throws 429 if any counter went over its
 * limit (handing all of them back, so refused attempts never use up anyone's allowance).
 *
 * The count comes first and the caller's check after: each counter is raised and read in one
 * statement, so however many requests arrive together, on any number of processes sharing the
 * database, at most `max` of them get through per window. A check before counting would let
 * every request of a burst read the same low count.
 */
export async function reserve({ db, clock }: Deps, claims: readonly Claim[]): Promise<Reservation> {
  const now = clock.now();
  const taken: Array<{ key: string; windowStart: string }> = [];
  let refusal: RateLimited | undefined;
  for (const { key, limit } of claims) {
    const windowStartedBefore = new Date(now.getTime() - limit.windowMs).toISOString();
    const window = await countHit(db, key, now.toISOString(), windowStartedBefore);
    taken.push({ key, windowStart: window.windowStart });
    const retryAfter = retryAfterSeconds(window.windowStart, limit, now);
    // With several counters over, the one that frees up last is the honest answer.
    if (window.count > limit.max && retryAfter > (refusal?.retryAfterSeconds ?? 0)) {
      refusal = new RateLimited(limit.message, retryAfter);
    }
  }
  const release = async () => {
    for (const { key, windowStart } of taken) await uncountHit(db, key, windowStart);
  };
  if (refusal) {
    await release();
    throw refusal;
  }
  return { release };
}

/** Forgets the key's count, for when what it guarded against can no longer happen. */
export async function resetLimit({ db }: Deps, key: string): Promise<void> {
  await clearKey(db, key);
}
