import { Invalid } from '../errors/domain-errors.ts';

/**
 * A reset or confirmation code that is wrong, used or expired. `field` names the form field the
 * code was typed in, so the form shows the message there.
 */
export const invalidCode = (message = 'Invalid or expired reset code', field?: string) =>
  new Invalid(message, {
    code: 'INVALID_TOKEN',
    errors: field ? [{ path: field, message }] : undefined,
  });
