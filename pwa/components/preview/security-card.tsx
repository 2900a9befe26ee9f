import { TextField } from '../ui/text-field.tsx';
import { SwitchField } from '../ui/switch.tsx';
import { PreviewCard } from './preview-card.tsx';

/** Password protection: when on, clients must enter the password to watch. */
export function SecurityCard({
  passwordProtected,
  onPasswordProtectedChange,
  password,
  onPasswordChange,
  passwordError,
  disabled,
}: {
  passwordProtected: boolean;
  onPasswordProtectedChange: (on: boolean) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  passwordError: string | undefined;
  disabled: boolean;
}) {
  return (
    <PreviewCard title="Security">
      <SwitchField
        label="Password Protection"
        hint={
          passwordProtected
            ? 'Video will require a password to view'
            : 'Anyone with the link can view this video'
        }
        checked={passwordProtected}
        onCheckedChange={onPasswordProtectedChange}
        disabled={disabled}
      />
      {passwordProtected ? (
        <div className="mt-5">
          <TextField
            label="Video Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValueChange={onPasswordChange}
            error={passwordError}
            hint="Share it with your client separately, not with the link."
            disabled={disabled}
          />
        </div>
      ) : null}
    </PreviewCard>
  );
}
