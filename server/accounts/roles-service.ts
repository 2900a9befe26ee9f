import type { AccountRole } from '../../shared/api/compliance.ts';
import type { Db } from '../db/connect.ts';
import { findAccountByEmail, findAccountRole, updateAccountRole } from './roles-repo.ts';

// An account's role is a column of its row, so accounts keeps it; compliance decides who may
// hold it (its roles-service.ts audits and limits each grant, revoke and refusal).

/** The account's role, or undefined when there is no such account. */
export function accountRoleOf(db: Db, accountId: string): Promise<AccountRole | undefined> {
  return findAccountRole(db, accountId);
}

/** The account with this sign-in email (its id, email and role), or undefined. */
export function accountByEmail(db: Db, email: string) {
  return findAccountByEmail(db, email);
}

/** Gives the account this role inside the caller's transaction (`db`). */
export function changeAccountRole(
  db: Db,
  accountId: string,
  role: AccountRole,
  now: string,
): Promise<void> {
  return updateAccountRole(db, accountId, role, now);
}
