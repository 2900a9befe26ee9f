import type { Db } from '../db/connect.ts';
import { findAdvisorById, updateAdvisorProfile } from './repo.ts';

/** An advisor's id, name, company and email, for features that show them (Settings). */
export function findAdvisorProfile(db: Db, advisorId: string) {
  return findAdvisorById(db, advisorId);
}

/**
 * Changes an advisor's name, company and email inside the caller's transaction (`db`); an
 * email another account holds is EMAIL_ALREADY_EXISTS.
 */
export function changeAdvisorProfile(
  db: Db,
  advisorId: string,
  profile: { advisorName: string; companyName: string; email: string; updatedAt: string },
): Promise<void> {
  return updateAdvisorProfile(db, advisorId, profile);
}
