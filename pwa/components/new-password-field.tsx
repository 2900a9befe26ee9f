import { PASSWORD_HINT } from '../../shared/passwords/password-rules.ts';
import { loadCommonPasswords } from '../passwords/common-password-set.ts';
import { TextField, type TextFieldProps } from './ui/text-field.tsx';

/**
 * A field that sets a password: it states the rules under it, tells password managers to
 * suggest a new one, and fetches the list of common passwords the first time it gets focus, so
 * the form can refuse one before the server does.
 */
export function NewPasswordField(
  props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint' | 'onFocus'>,
) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      onFocus={() => void loadCommonPasswords()}
      hint={PASSWORD_HINT}
      {...props}
    />
  );
}
