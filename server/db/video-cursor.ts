import type { ExpressionBuilder } from 'kysely';

/** Where the previous page of videos ended: the last row's creation time and id. */
export interface VideoCursor {
  createdAt: string;
  id: string;
}

/** A query whose `videos` (the table, or a subquery of it by that name) has the cursor's columns. */
type WithVideos = { videos: VideoCursor };

/**
 * The rows after `cursor` in newest-first order (created_at, id descending). A row-value
 * comparison, so an index ending in (created_at, id) can start at the cursor.
 */
export const olderThanCursor =
  (cursor: VideoCursor) =>
  <DB extends WithVideos>(eb: ExpressionBuilder<DB, 'videos'>) =>
    eb(
      eb.refTuple('videos.createdAt', 'videos.id'),
      '<',
      // Kysely cannot match a tuple's value types to a reference tuple of a generic table;
      // both sides are (string, string) by `WithVideos`.
      eb.tuple(cursor.createdAt, cursor.id) as never,
    );
