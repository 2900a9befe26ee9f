import type { Db } from '../db/connect.ts';
import { deleteAdvisorSessions } from './repo.ts';

/** After a password reset: every session of the advisor ends but the one asking (if any). */
export async function signOutOtherSessions(
  db: Db,
  advisorId: string,
  keepSessionId?: string,
): Promise<void> {
  await deleteAdvisorSessions(db, advisorId, keepSessionId);
}
