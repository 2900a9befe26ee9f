import { appendAudit, appendAuditAlone } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import type { AccountRole } from '../../shared/api/compliance.ts';
import { Forbidden, NotFound } from '../errors/domain-errors.ts';
import { reserve, type Limit } from '../rate-limit/service.ts';
import { accountByEmail, accountRoleOf, changeAccountRole } from '../accounts/roles-service.ts';
import { writeTransaction } from '../db/write-transaction.ts';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

/** What the refused account tried to reach, for the audit entry (e.g. `GET /api/compliance/videos`). */
export interface AccessAttempt {
  method: string;
  path: string;
  ip: string;
}

const DENIED_ATTEMPTS: Limit = {
  max: 30,
  windowMs: 15 * 60 * 1000,
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

export const COMPLIANCE_FORBIDDEN_MESSAGE = 'Only a compliance user can see this.';

export async function isComplianceUser(deps: Deps, accountId: string): Promise<boolean> {
  return (await accountRoleOf(deps.db, accountId)) === 'compliance';
}

/**
 * The service-level check behind `requireComplianceRole`: passes for a compliance user; for
 * anyone else it writes `compliance.access_denied` to the audit log (committed on its own, so
 * the refusal leaves a record) and throws 403.
 */
export async function assertComplianceRole(
  deps: Deps,
  accountId: string,
  attempt: AccessAttempt,
): Promise<void> {
  if (await isComplianceUser(deps, accountId)) return;
  // Each refusal is an audit entry: an account probing in a loop must not fill the log.
  await reserve(deps, [{ key: `compliance-denied:${accountId}`, limit: DENIED_ATTEMPTS }]);
  await appendAuditAlone(deps, {
    actor: { type: 'advisor', id: accountId },
    action: 'compliance.access_denied',
    subject: { type: 'account', id: accountId },
    payload: { method: attempt.method, path: attempt.path, ip: attempt.ip },
  });
  throw new Forbidden(COMPLIANCE_FORBIDDEN_MESSAGE);
}

export interface RoleChange {
  accountId: string;
  email: string;
  /** False when the account already had (or lacked) the role: nothing was written. */
  changed: boolean;
}

/**
 * Grants or revokes the compliance role of the account with this email (the admin CLI's
 * `grant-compliance` / `revoke-compliance`); a change is audited, as the system's act.
 */
export async function setComplianceRole(
  deps: Deps,
  email: string,
  grant: boolean,
): Promise<RoleChange> {
  const account = await accountByEmail(deps.db, email);
  if (!account) throw new NotFound(`No account has the email ${email}`);
  const role: AccountRole = grant ? 'compliance' : 'advisor';
  if (account.role === role) return { accountId: account.id, email: account.email, changed: false };
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await changeAccountRole(trx, account.id, role, deps.clock.now().toISOString());
    await appendAudit(trx, deps.clock, {
      actor: { type: 'system' },
      action: grant ? 'account.compliance_granted' : 'account.compliance_revoked',
      subject: { type: 'account', id: account.id },
      payload: { email: account.email, role, via: 'admin-cli' },
    });
  });
  return { accountId: account.id, email: account.email, changed: true };
}
