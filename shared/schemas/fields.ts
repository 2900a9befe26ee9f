import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits.ts';
import { newPasswordProblem, PASSWORD_TOO_SHORT } from '../passwords/password-rules.ts';
import { oneLine } from './text.ts';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Emails are trimmed and lower-cased so that sign-in is case-insensitive: 'Ann@X.com' and 'ann@x.com ' are one account. */
export const emailField = v.pipe(
  v.string(EMAIL_MESSAGE),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGE),
  v.email(EMAIL_MESSAGE),
);

/** A required single-line name: trimmed, non-empty, bounded, no control or bidi characters. */
export function nameField(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.minLength(1, requiredMessage),
    v.maxLength(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters`),
    oneLine(),
  );
}

/**
 * A new password, by NIST SP 800-63B: long enough, not one of the commonest, no composition
 * rules. Only for passwords being set: signing in or opening a video checks against what was
 * set, so passwords chosen under the old rules keep working.
 */
export const newPasswordField = v.pipe(
  v.string(PASSWORD_TOO_SHORT),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = newPasswordProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A strict object for forms and request bodies. Valibot reports a missing key with a generic
 * message; presenting missing keys as `undefined` lets each field give its own (the spec's)
 * message instead. Fields the schema does not name are refused.
 */
export function formObject<TEntries extends v.ObjectEntries>(entries: TEntries) {
  const blank = Object.fromEntries(Object.keys(entries).map((key) => [key, undefined]));
  return v.pipe(
    v.unknown(),
    v.transform((input) => (isPlainObject(input) ? { ...blank, ...input } : input)),
    v.strictObject(entries, 'This field is not accepted'),
  );
}
