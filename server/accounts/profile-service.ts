import type { Db } from '../db/connect.ts';
import {
  advisorNamesTable,
  advisorSendersTable,
  findAdvisorById,
  findAdvisorsByIds,
  updateAdvisorProfile,
} from './repo.ts';

/**
 * Accounts' names and emails as a table (a subquery) another folder's repo joins, so a list
 * that shows whose each row is stays one query (compliance: the queue's advisors, deciders and
 * reviewers).
 */
export { advisorNamesTable };

/** The advisors as the share page names them, as a table the share page's query joins. */
export { advisorSendersTable };

/** An advisor's id, name, company and email, for features that show them (Settings). */
export function findAdvisorProfile(db: Db, advisorId: string) {
  return findAdvisorById(db, advisorId);
}

/** The profiles of these advisors by id, in one query however many there are. */
export async function findAdvisorProfiles(db: Db, advisorIds: readonly string[]) {
  const rows = await findAdvisorsByIds(db, [...new Set(advisorIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Changes an advisor's name and company inside the caller's transaction (`db`). The sign-in
 * email is not here: it changes only through email-change.ts, with the password and a code.
 */
export function changeAdvisorProfile(
  db: Db,
  advisorId: string,
  profile: { advisorName: string; companyName: string; updatedAt: string },
): Promise<void> {
  return updateAdvisorProfile(db, advisorId, profile);
}
