import type { Timestamp } from '../db/row-kinds.ts';

/** The tables `server/notifications/` owns (server/db/table-owners.json), as Kysely sees them. */

/** When the advisor was last emailed about a video's views and responses (notifications/). */
export interface VideoNotificationsTable {
  videoId: string;
  lastNotifiedAt: Timestamp;
}
