import type { Db } from '../db/connect.ts';
import type { CodePurpose } from './tables.ts';

/** Ends the advisor's open codes of this purpose (a newer one replaces them, or a cancel). */
export async function endResetTokens(
  db: Db,
  advisorId: string,
  purpose: CodePurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('advisorId', '=', advisorId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/** Starts a code (and, for a password reset, its link). */
export async function insertResetToken(
  db: Db,
  row: {
    id: string;
    advisorId: string;
    purpose: CodePurpose;
    newEmail: string | null;
    tokenHash: string;
    expiresAt: string;
    linkHash: string | null;
    linkExpiresAt: string | null;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('passwordResetTokens')
    .values({ ...row, usedAt: null })
    .execute();
}

/**
 * An open code's hash and whom to email it; undefined once used or ended, or once neither its
 * code nor its link works any more.
 */
export async function findResetTokenToMail(db: Db, id: string, now: string) {
  return db
    .selectFrom('passwordResetTokens')
    .innerJoin('advisors', 'advisors.id', 'passwordResetTokens.advisorId')
    .select([
      'passwordResetTokens.tokenHash',
      'passwordResetTokens.purpose',
      'passwordResetTokens.newEmail',
      'advisors.email',
      'advisors.advisorName',
    ])
    .where('passwordResetTokens.id', '=', id)
    .where('passwordResetTokens.usedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('passwordResetTokens.expiresAt', '>', now),
        eb('passwordResetTokens.linkExpiresAt', '>', now),
      ]),
    )
    .executeTakeFirst();
}

/** The open password reset whose link secret hashes to `linkHash`, while its link works. */
export async function findOpenResetLink(db: Db, linkHash: string, now: string) {
  return db
    .selectFrom('passwordResetTokens')
    .select(['id', 'advisorId'])
    .where('linkHash', '=', linkHash)
    .where('purpose', '=', 'password_reset')
    .where('usedAt', 'is', null)
    .where('linkExpiresAt', '>', now)
    .executeTakeFirst();
}

/**
 * The advisor's newest open, fresh row of this purpose. With `maxAttempts`, only while its code
 * has tries left: only the newest code is ever comparable (older ones are worn out when it is
 * issued).
 */
export async function findOpenResetToken(
  db: Db,
  advisorId: string,
  purpose: CodePurpose,
  now: string,
  maxAttempts?: number,
) {
  let query = db
    .selectFrom('passwordResetTokens')
    .select(['id', 'tokenHash', 'newEmail'])
    .where('advisorId', '=', advisorId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now);
  if (maxAttempts !== undefined) query = query.where('attempts', '<', maxAttempts);
  return query.orderBy('createdAt', 'desc').executeTakeFirst();
}

/**
 * Ends the codes of the advisor's open rows of this purpose by using up their tries, leaving
 * the rows (and a password reset's link) open.
 */
export async function wearOutCodes(
  db: Db,
  advisorId: string,
  purpose: CodePurpose,
  maxAttempts: number,
): Promise<void> {
  await db
    .updateTable('passwordResetTokens')
    .set({ attempts: maxAttempts })
    .where('advisorId', '=', advisorId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/**
 * Counts one try at the code, in one statement; false when the code has had its `max` tries
 * (or was used) already, so concurrent guesses cannot all read the same low count.
 */
export async function takeAttempt(db: Db, id: string, max: number): Promise<boolean> {
  const result = await db
    .updateTable('passwordResetTokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('attempts', '<', max)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the code used; false when another request used it first (one use only). */
export async function useResetToken(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
