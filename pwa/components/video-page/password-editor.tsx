import { KeyRound, LockOpen } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../toast/toast.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { checkPatch } from './details-form.ts';
import { useUpdateVideo } from './use-video.ts';

/**
 * Password protection: set one, change it, or remove it (after asking). The server keeps only
 * a hash, so the current password is never shown; a new one is shown once, to pass on.
 */
export function PasswordEditor({
  videoId,
  passwordProtected,
}: {
  videoId: string;
  passwordProtected: boolean;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [justSet, setJustSet] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const update = useUpdateVideo(videoId);
  const busy = update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkPatch({ password });
    if (!check.ok) {
      setError(check.errors.password ?? 'Please enter a password.');
      return;
    }
    update.mutate(check.input, {
      onSuccess: () => {
        setJustSet(password);
        setPassword('');
        toast.success(passwordProtected ? 'Password Changed' : 'Password Set', {
          description: 'Share the password with your client separately from the link.',
        });
      },
      onError: () => toast.error('Error', { description: 'Could not save the password.' }),
    });
  }

  function remove(confirmed: boolean) {
    setConfirmingRemove(false);
    if (!confirmed) return;
    update.mutate(
      { password: null },
      {
        onSuccess: () => {
          setJustSet(null);
          toast.success('Password Removed', {
            description: 'Anyone with the link can view this video.',
          });
        },
        onError: () => toast.error('Error', { description: 'Could not remove the password.' }),
      },
    );
  }

  return (
    <div>
      <p
        data-testid="password-state"
        className="flex items-center gap-2 text-sm font-medium text-slate-800"
      >
        {passwordProtected ? (
          <>
            <KeyRound size={16} className="text-amber-600" aria-hidden="true" /> Video will require
            a password to view
          </>
        ) : (
          <>
            <LockOpen size={16} className="text-slate-500" aria-hidden="true" /> Anyone with the
            link can view this video
          </>
        )}
      </p>
      {justSet && passwordProtected ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          New password: <span className="font-mono font-semibold">{justSet}</span>. Share it with
          your client separately, not in the same message as the link.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-4">
        <TextField
          label={passwordProtected ? 'New Password' : 'Password'}
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
          hint="Share it with your client separately, not with the link."
          disabled={busy}
        />
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-end">
          {passwordProtected ? (
            <Button
              variant="ghost"
              className="text-red-700! hover:bg-red-50!"
              disabled={busy}
              onClick={() => setConfirmingRemove(true)}
            >
              Remove Password
            </Button>
          ) : null}
          <Button type="submit" variant="outline" disabled={busy || password === ''}>
            {passwordProtected ? 'Change Password' : 'Set Password'}
          </Button>
        </div>
      </form>
      {confirmingRemove ? (
        <ConfirmDialog title="Remove the password?" confirmLabel="Remove Password" onClose={remove}>
          Anyone who has the link will be able to watch the video without a password.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
