import { RESET_CODE_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from '../../shared/constants/limits.ts';
import type { Db } from '../db/connect.ts';
import type { CodePurpose } from './tables.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { newId } from '../ids.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { RESET_CODE_MAX_ATTEMPTS } from './limits.ts';
import { lockAdvisor } from './repo.ts';
import { hashResetCode, resetCodeFor, resetCodeMatches, resetLinkSecretFor } from './reset-code.ts';
import {
  endResetTokens,
  findOpenResetToken,
  findOpenResetLink,
  insertResetToken,
  takeAttempt,
  useResetToken,
  wearOutCodes,
} from './reset-tokens-repo.ts';

/*
 * The 6-digit codes Briefcast emails (a password reset, confirming a new sign-in email): only
 * their sha256 is stored (the code is derived from the row's id under the server's key, see
 * reset-code.ts), each lives RESET_CODE_TTL_MINUTES, works once, dies after
 * RESET_CODE_MAX_ATTEMPTS wrong tries, and only the newest of a purpose is compared.
 *
 * A password reset also carries a one-time link, which lives RESET_LINK_TTL_MINUTES and which
 * neither wrong guesses nor newer requests end (why: see accounts/limits.ts). A new email-change
 * code does end the earlier ones: only the signed-in advisor can ask for one.
 */

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

const minutesAfter = (at: Date, minutes: number) =>
  new Date(at.getTime() + minutes * 60_000).toISOString();

/**
 * Starts a new code for the advisor (for a password reset, with its link) and queues its email
 * (`accounts.code_mail`) in the same transaction: a mail outage delays the code, never loses it.
 */
export async function issueCode(
  deps: Deps & Pick<AppDeps, 'integrationsKey'>,
  advisorId: string,
  purpose: CodePurpose,
  newEmail: string | null = null,
): Promise<void> {
  const tokenId = newId();
  const now = deps.clock.now();
  const withLink = purpose === 'password_reset';
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    // Only the newest code is compared: guesses never face more than one. Issuing waits for
    // any other issue to this advisor, or both would wear out the codes before either's and
    // leave two comparable.
    await lockAdvisor(trx, deps.dialect, advisorId);
    if (withLink) await wearOutCodes(trx, advisorId, purpose, RESET_CODE_MAX_ATTEMPTS);
    else await endResetTokens(trx, advisorId, purpose, now.toISOString());
    await insertResetToken(trx, {
      id: tokenId,
      advisorId,
      purpose,
      newEmail,
      tokenHash: hashResetCode(resetCodeFor(deps.integrationsKey, tokenId)),
      createdAt: now.toISOString(),
      expiresAt: minutesAfter(now, RESET_CODE_TTL_MINUTES),
      linkHash: withLink ? hashResetCode(resetLinkSecretFor(deps.integrationsKey, tokenId)) : null,
      linkExpiresAt: withLink ? minutesAfter(now, RESET_LINK_TTL_MINUTES) : null,
    });
    await enqueueJob(trx, deps.clock, {
      name: 'accounts.code_mail',
      payload: { tokenId },
      dedupeKey: `code-mail:${tokenId}`,
    });
  });
}

/**
 * The advisor's open code of this purpose, when `code` is it; a wrong, expired, used or
 * worn-out code is `refusal`. The caller spends it with `spendCode` in the transaction that
 * makes its change, so the code is used exactly when the change is made.
 */
export async function checkCode(
  deps: Deps,
  advisorId: string | undefined,
  purpose: CodePurpose,
  code: string,
  refusal: () => Error,
): Promise<{ id: string; newEmail: string | null }> {
  const now = deps.clock.now().toISOString();
  const token = advisorId
    ? await findOpenResetToken(deps.db, advisorId, purpose, now, RESET_CODE_MAX_ATTEMPTS)
    : undefined;
  // The try is counted before the code is compared, so a burst of guesses gets no more
  // comparisons than a code allows.
  if (!token || !(await takeAttempt(deps.db, token.id, RESET_CODE_MAX_ATTEMPTS))) throw refusal();
  if (!resetCodeMatches(code, token.tokenHash)) throw refusal();
  return { id: token.id, newEmail: token.newEmail };
}

/** The open password reset a link secret belongs to; `refusal` for any other secret. */
export async function checkResetLink(
  deps: Deps,
  secret: string,
  refusal: () => Error,
): Promise<{ id: string; advisorId: string }> {
  const now = deps.clock.now().toISOString();
  const token = await findOpenResetLink(deps.db, hashResetCode(secret), now);
  if (!token) throw refusal();
  return token;
}

/** Marks a checked code used; `refusal` when another request used it first (one use only). */
export async function spendCode(
  trx: Db,
  token: { id: string },
  now: string,
  refusal: () => Error,
): Promise<void> {
  if (!(await useResetToken(trx, token.id, now))) throw refusal();
}
