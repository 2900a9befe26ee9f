import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** Where the previous page of videos ended: the last row's creation time and id. */
export interface VideoCursor {
  createdAt: string;
  id: string;
}

/**
 * The rows after `cursor` in newest-first order (created_at, id descending). A row-value
 * comparison, so an index ending in (created_at, id) can start at the cursor.
 */
export const olderThanCursor =
  (cursor: VideoCursor) => (eb: ExpressionBuilder<Database, 'videos'>) =>
    eb(eb.refTuple('videos.createdAt', 'videos.id'), '<', eb.tuple(cursor.createdAt, cursor.id));
