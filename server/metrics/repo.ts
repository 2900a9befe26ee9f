import type { Db } from '../db/connect.ts';

/** How many jobs there are of each name in each status, read at scrape time. */
export async function countJobsByNameAndStatus(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['name', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['name', 'status'])
    .execute();
}
