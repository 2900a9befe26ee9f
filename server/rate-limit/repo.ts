import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/**
 * Counts one hit in the key's current window, starting a new window when the old one has
 * ended, in one statement (safe under concurrent requests on both dialects).
 */
export async function countHit(db: Db, key: string, now: string, windowStartedBefore: string) {
  const row = await db
    .insertInto('rateLimits')
    .values({ key, windowStart: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.window_start <= ${windowStartedBefore} then 1 else rate_limits.count + 1 end`,
        windowStart: sql`case when rate_limits.window_start <= ${windowStartedBefore} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Takes back one hit counted by `countHit`, in the window it was counted in: once that window
 * has ended the hit is gone anyway, and the new window must not lose one of its own.
 */
export async function uncountHit(db: Db, key: string, windowStart: string): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set({ count: sql`rate_limits.count - 1` })
    .where('key', '=', key)
    .where('windowStart', '=', windowStart)
    .where('count', '>', 0)
    .execute();
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}
