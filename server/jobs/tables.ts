import type { Generated } from 'kysely';
import type { Timestamp } from '../db/row-kinds.ts';

/** The tables `server/jobs/` owns (server/db/table-owners.json), as Kysely sees them. */

export interface JobsTable {
  id: string;
  name: string;
  payload: string;
  status: Generated<string>;
  attempts: Generated<number>;
  maxAttempts: number;
  runAt: Timestamp;
  leaseUntil: Timestamp | null;
  /** New for each claim; see migrations/0004_jobs_queue.ts. */
  leaseToken: string | null;
  dedupeKey: string | null;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
