import type { EmailChangeInput } from '../../shared/schemas/accounts.ts';
import { appendAudit } from '../audit/service.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { invalidFields, Unauthenticated } from '../errors/domain-errors.ts';
import { reserve } from '../rate-limit/service.ts';
import { checkCode, issueCode, spendCode } from './codes.ts';
import { EMAIL_CHANGE_REQUESTS } from './limits.ts';
import { invalidCode } from './invalid-code.ts';
import {
  emailTaken,
  findAdvisorWithHashByEmail,
  findAdvisorWithHashById,
  updateAdvisorEmail,
} from './repo.ts';
import { endResetTokens, findOpenResetToken } from './reset-tokens-repo.ts';
import { passwordMatches } from './service.ts';

/*
 * Changing the sign-in email. It takes the current password (counted on the sign-in limits,
 * so this form guesses passwords no faster than sign-in does), and takes effect only when the
 * code mailed to the new address is entered: until then the old address signs in, and it is
 * told of the change, so a stolen session cannot quietly move the account to another inbox.
 */

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'integrationsKey'>;

const WRONG_CODE =
  'This code is wrong or has expired. Check the latest email sent to the new address, or cancel the change and ask for a new code.';

/** The address waiting for its code, or null when no change is pending. */
export async function pendingEmailOf(deps: Pick<Deps, 'db' | 'clock'>, advisorId: string) {
  const now = deps.clock.now().toISOString();
  const token = await findOpenResetToken(deps.db, advisorId, 'email_change', now);
  return token?.newEmail ?? null;
}

/**
 * Checks the password and that no other account has the new address (said as sign-up says
 * it), then mails a code to the new address and a notice to the current one. A new request
 * replaces a pending one.
 */
export async function requestEmailChange(
  deps: Deps,
  advisorId: string,
  input: EmailChangeInput,
  ip: string,
): Promise<void> {
  const advisor = await findAdvisorWithHashById(deps.db, advisorId);
  if (!advisor) throw new Unauthenticated();
  if (!(await passwordMatches(deps, advisor.email, input.currentPassword, advisor, ip))) {
    throw invalidFields([
      { path: 'currentPassword', message: 'That is not your current password.' },
    ]);
  }
  if (input.newEmail === advisor.email) {
    throw invalidFields([{ path: 'newEmail', message: 'This is already your sign-in email.' }]);
  }
  if (await findAdvisorWithHashByEmail(deps.db, input.newEmail)) {
    throw emailTaken();
  }
  await reserve(deps, [{ key: `email-change:advisor:${advisorId}`, limit: EMAIL_CHANGE_REQUESTS }]);
  await issueCode(deps, advisorId, 'email_change', input.newEmail);
}

/** Makes the pending address the sign-in email when `code` is the one mailed to it. */
export async function confirmEmailChange(
  deps: Deps,
  advisorId: string,
  code: string,
): Promise<void> {
  const refusal = () => invalidCode(WRONG_CODE, 'code');
  const token = await checkCode(deps, advisorId, 'email_change', code, refusal);
  const at = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const advisor = await findAdvisorWithHashById(trx, advisorId);
    if (!advisor || !token.newEmail) throw refusal();
    await spendCode(trx, token, at, refusal);
    await updateAdvisorEmail(trx, advisorId, token.newEmail, at);
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'advisor.email_changed',
      subject: { type: 'advisor', id: advisorId },
      payload: { from: advisor.email, to: token.newEmail },
    });
  });
}

/** Drops a pending change: its code stops working and the email stays as it is. */
export async function cancelEmailChange(deps: Deps, advisorId: string): Promise<void> {
  await endResetTokens(deps.db, advisorId, 'email_change', deps.clock.now().toISOString());
}
