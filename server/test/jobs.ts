import type { Db } from '../db/connect.ts';

/** A job's row as stored, or undefined once it is gone (a job that succeeded is deleted). */
export const jobRow = (db: Db, id: string | undefined) =>
  db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id ?? '')
    .executeTakeFirst();
