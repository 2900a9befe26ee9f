import type { Timestamp } from '../db/row-kinds.ts';

/** The tables `server/sessions/` owns (server/db/table-owners.json), as Kysely sees them. */

export interface SessionsTable {
  /** sha256 of the cookie's session key, so a database leak does not leak live sessions. */
  id: string;
  advisorId: string | null;
  data: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}
