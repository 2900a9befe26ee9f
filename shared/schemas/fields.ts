import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/limits.ts';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Emails are trimmed and lower-cased so that sign-in is case-insensitive (issue 3). */
export const emailField = v.pipe(
  v.string(EMAIL_MESSAGE),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGE),
  v.email(EMAIL_MESSAGE),
);

/** A required single-line name: trimmed, non-empty, bounded, no control characters. */
export function nameField(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.minLength(1, requiredMessage),
    v.maxLength(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters`),
    // eslint-disable-next-line no-control-regex
    v.regex(/^[^\u0000-\u001f\u007f]*$/, 'Must not contain control characters'),
  );
}

export function passwordField(tooShortMessage: string, minLength: number) {
  return v.pipe(
    v.string(tooShortMessage),
    v.minLength(minLength, tooShortMessage),
    v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );
}

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
