import type { Generated } from 'kysely';
import type { Timestamp } from '../db/row-kinds.ts';

/** The tables `server/audit/` owns (server/db/table-owners.json), as Kysely sees them. */

export interface AuditLogTable {
  seq: Generated<number>;
  id: string;
  actorType: string;
  actorId: string | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  payload: string;
  prevHash: string;
  hash: string;
  createdAt: Timestamp;
}
