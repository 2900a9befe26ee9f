import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../toast/toast.ts';
import { RESET_CODE_TTL_MINUTES } from '../../../shared/constants/limits.ts';
import { emailChangeCodeSchema, emailChangeSchema } from '../../../shared/schemas/accounts.ts';
import { useSchemaForm, type FieldErrors } from '../../forms/use-schema-form.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { SettingsSection } from './settings-section.tsx';
import {
  saveFailure,
  useCancelEmailChange,
  useConfirmEmailChange,
  useRequestEmailChange,
} from './use-settings.ts';

/** A failed request's messages on the form's fields; one the form has no field for is a toast. */
function showFailure(error: unknown, setErrors: (errors: FieldErrors) => void, field: string) {
  const { code, message, fieldErrors } = saveFailure(error);
  if (fieldErrors) setErrors(fieldErrors);
  else if (code === 'EMAIL_ALREADY_EXISTS' && message) setErrors({ [field]: message });
  else toast.error('Error', { description: message ?? 'Something went wrong. Please try again.' });
}

/** Step one: the new address and the current password. */
function RequestChange({ email, onClose }: { email: string; onClose: () => void }) {
  const form = useSchemaForm(emailChangeSchema, { newEmail: '', currentPassword: '' });
  const mutation = useRequestEmailChange();
  const busy = mutation.isPending;

  const submit = form.onSubmit((input) => {
    mutation.mutate(input, {
      onSuccess: () => {
        onClose();
        toast.success('Code sent', { description: `Check ${input.newEmail}` });
      },
      onError: (error) => showFailure(error, form.setErrors, 'newEmail'),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        You sign in with{' '}
        <strong className="text-slate-900 [overflow-wrap:anywhere]">{email}</strong>. We will send a
        code to the new address; the change happens when you enter it.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          {...form.field('newEmail')}
          disabled={busy}
        />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
          disabled={busy}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Code'}
        </Button>
      </div>
    </form>
  );
}

/** Step two: the code mailed to the pending address. */
function ConfirmChange({ email, pendingEmail }: { email: string; pendingEmail: string }) {
  const form = useSchemaForm(emailChangeCodeSchema, { code: '' });
  const confirm = useConfirmEmailChange();
  const cancel = useCancelEmailChange();
  const busy = confirm.isPending || cancel.isPending;

  const submit = form.onSubmit((input) => {
    confirm.mutate(input, {
      onSuccess: ({ advisor }) =>
        toast.success('Email changed', { description: `You now sign in with ${advisor.email}` }),
      onError: (error) => showFailure(error, form.setErrors, 'code'),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div
        className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        data-testid="pending-email"
      >
        <MailCheck size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
        <p>
          Waiting for confirmation: we sent a 6-digit code to <strong>{pendingEmail}</strong>. Until
          you enter it you keep signing in with <strong>{email}</strong>. The code expires{' '}
          {RESET_CODE_TTL_MINUTES} minutes after it was sent.
        </p>
      </div>
      <div className="max-w-xs">
        <TextField
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.field('code')}
          disabled={busy}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => toast.success('Email change cancelled'),
              onError: (error) => showFailure(error, form.setErrors, 'code'),
            })
          }
        >
          Cancel Change
        </Button>
        <Button type="submit" disabled={busy}>
          {confirm.isPending ? 'Confirming...' : 'Confirm Email'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The sign-in email, changed in two steps: the new address with the current password, then
 * the code mailed to that address. Until the code is entered the current address stays.
 */
export function EmailChangeForm({
  email,
  pendingEmail,
}: {
  email: string;
  pendingEmail: string | null;
}) {
  const [changing, setChanging] = useState(false);
  return (
    <SettingsSection
      title="Sign-in Email"
      description="The address you sign in with and where Briefcast sends your account emails."
    >
      {pendingEmail ? (
        <ConfirmChange key={pendingEmail} email={email} pendingEmail={pendingEmail} />
      ) : changing ? (
        <RequestChange email={email} onClose={() => setChanging(false)} />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            You sign in with{' '}
            <strong className="text-slate-900 [overflow-wrap:anywhere]">{email}</strong>
          </p>
          <Button variant="outline" onClick={() => setChanging(true)}>
            Change Email
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
