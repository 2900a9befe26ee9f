import type { Timestamp } from '../db/row-kinds.ts';

/** The tables `server/rate-limit/` owns (server/db/table-owners.json), as Kysely sees them. */

export interface RateLimitsTable {
  key: string;
  windowStart: Timestamp;
  count: number;
}
