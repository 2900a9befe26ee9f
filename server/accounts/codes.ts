import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_TTL_MINUTES } from '../../shared/constants/limits.ts';
import type { Db } from '../db/connect.ts';
import type { CodePurpose } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { RESET_CODE_MAX_ATTEMPTS } from './limits.ts';
import {
  findOpenResetToken,
  replaceResetToken,
  takeAttempt,
  useResetToken,
} from './reset-tokens-repo.ts';

/*
 * The 6-digit codes Briefcast emails (a password reset, confirming a new sign-in email): only
 * their sha256 is stored, each lives RESET_CODE_TTL_MINUTES, works once, dies after
 * RESET_CODE_MAX_ATTEMPTS wrong tries, and a new one of the same purpose ends the earlier ones.
 */

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Starts a new code for the advisor (ending older ones of its purpose) and returns it to mail. */
export async function issueCode(
  deps: Deps,
  advisorId: string,
  purpose: CodePurpose,
  newEmail: string | null = null,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock.now();
  await writeTransaction(deps.db, deps.dialect, (trx) =>
    replaceResetToken(trx, {
      advisorId,
      purpose,
      newEmail,
      tokenHash: sha256(code).toString('hex'),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000).toISOString(),
    }),
  );
  return code;
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
  const token = advisorId ? await findOpenResetToken(deps.db, advisorId, purpose, now) : undefined;
  // The try is counted before the code is compared, so a burst of guesses gets no more
  // comparisons than a code allows.
  if (!token || !(await takeAttempt(deps.db, token.id, RESET_CODE_MAX_ATTEMPTS))) throw refusal();
  if (!timingSafeEqual(sha256(code), Buffer.from(token.tokenHash, 'hex'))) throw refusal();
  return { id: token.id, newEmail: token.newEmail };
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
