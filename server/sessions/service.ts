import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/connect.ts';
import { deleteAdvisorSessions, deleteExpiredSessions } from './repo.ts';

/** After a password reset: every session of the advisor ends but the one asking (if any). */
export async function signOutOtherSessions(
  db: Db,
  advisorId: string,
  keepSessionId?: string,
): Promise<void> {
  await deleteAdvisorSessions(db, advisorId, keepSessionId);
}

/** Deletes the sessions whose expiry has passed (the recurring `sessions.purge_expired` job). */
export async function purgeExpiredSessions({
  db,
  clock,
}: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  await deleteExpiredSessions(db, clock.now().toISOString());
}
