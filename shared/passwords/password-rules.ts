import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';
import { commonPasswordSet } from './common-password-set.ts';

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON =
  'This password is one of the most common ones, so it is easy to guess. Please choose another.';

/** The product's own name is the first word an attacker tries against it. */
const CONTEXT_WORDS = ['briefcast'];

/** Characters as a person counts them: an emoji or an accented letter is one, not two. */
const characters = (password: string) => [...password].length;

/** True for a password on the bundled list of common ones, or the product's name with digits. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswordSet().has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return CONTEXT_WORDS.includes(stem);
}

/**
 * NIST SP 800-63B's rules for a new password: at least 8 characters, at most the length we
 * hash, not one of the commonest, and nothing else: no required mix of character kinds (they
 * make passwords harder to remember, not to guess). Null when the password is acceptable.
 */
export function newPasswordProblem(password: string): string | null {
  if (characters(password) < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}

/** What the password fields say before anything is typed. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`;
