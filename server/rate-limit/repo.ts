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

export async function findWindow(db: Db, key: string) {
  return db
    .selectFrom('rateLimits')
    .select(['count', 'windowStart'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}
