import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '../toast/toast.ts';
import { RESET_CODE_TTL_MINUTES } from '../../shared/constants/limits.ts';
import {
  resetPasswordByLinkSchema,
  resetPasswordSchema,
  type ResetPasswordByLinkInput,
  type ResetPasswordInput,
} from '../../shared/schemas/accounts.ts';
import { resetPassword, resetPasswordByLink } from '../api/auth.ts';
import { refreshSession } from '../auth/session.ts';
import { errorCode, rateLimitMessage } from '../api/errors.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { NewPasswordField } from '../components/new-password-field.tsx';

function failure(error: unknown): string {
  const limited = rateLimitMessage(error);
  if (limited) return limited;
  switch (errorCode(error)) {
    case 'INVALID_TOKEN':
      return 'Invalid or expired reset code or link. Please request a new one.';
    case 'VALIDATION_ERROR':
      return 'Please check your form data.';
    default:
      return 'Failed to reset password. Please try again.';
  }
}

/** The secret of the email's one-time link, from `#link=…` (a fragment never reaches a server). */
function linkSecret(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('link') ?? '';
}

/**
 * /reset-password?email=…: a new password, by the one-time link the email opened (then the page
 * asks for nothing else) or by the 6-digit code. A reset signs the advisor in.
 */
export function ResetPasswordPage() {
  const { email = '' } = useSearch({ from: '/reset-password' });
  const link = linkSecret();
  const mutation = useMutation({
    mutationFn: (input: ResetPasswordInput | ResetPasswordByLinkInput) =>
      'link' in input ? resetPasswordByLink(input) : resetPassword(input),
    onSuccess: async () => {
      toast.success('Password Reset Successful');
      await refreshSession();
    },
    onError: (error) => toast.error('Reset Failed', { description: failure(error) }),
  });

  if (mutation.isSuccess) {
    return (
      <AuthLayout title="Password updated">
        <div className="space-y-5">
          <div className="flex items-center gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-800">
            <CheckCircle2 className="shrink-0" />
            <p className="text-sm">
              Your password has been reset and you are signed in. Other devices have been signed
              out.
            </p>
          </div>
          <Link to="/dashboard" className={`${buttonClass('primary', 'lg')} w-full`}>
            Go to Dashboard
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const busy = mutation.isPending;
  return (
    <AuthLayout
      title="Reset your password"
      subtitle={
        link
          ? 'Choose a new password for your account.'
          : `Enter the 6-digit code we emailed you. The code expires in ${RESET_CODE_TTL_MINUTES} minutes.`
      }
      footer={
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Send a new code
        </Link>
      }
    >
      {link ? (
        <LinkForm link={link} busy={busy} onSubmit={mutation.mutate} />
      ) : (
        <CodeForm email={email} busy={busy} onSubmit={mutation.mutate} />
      )}
    </AuthLayout>
  );
}

function LinkForm(props: {
  link: string;
  busy: boolean;
  onSubmit: (input: ResetPasswordByLinkInput) => void;
}) {
  const form = useSchemaForm(resetPasswordByLinkSchema, { link: props.link, newPassword: '' });
  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate className="space-y-4">
      <NewPasswordField label="New Password" {...form.field('newPassword')} disabled={props.busy} />
      {form.errors.link ? <p className="text-sm text-red-700">{form.errors.link}</p> : null}
      <SubmitButton busy={props.busy} />
    </form>
  );
}

function CodeForm(props: {
  email: string;
  busy: boolean;
  onSubmit: (input: ResetPasswordInput) => void;
}) {
  const form = useSchemaForm(resetPasswordSchema, {
    email: props.email,
    token: '',
    newPassword: '',
  });
  const busy = props.busy;
  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...form.field('email')}
        disabled={busy}
      />
      <TextField
        label="Reset Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        {...form.field('token')}
        disabled={busy}
      />
      <NewPasswordField label="New Password" {...form.field('newPassword')} disabled={busy} />
      <SubmitButton busy={busy} />
    </form>
  );
}

function SubmitButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      {busy ? 'Resetting...' : 'Reset Password'}
    </Button>
  );
}
