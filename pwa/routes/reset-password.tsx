import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { toast } from '../toast/toast.ts';
import { RESET_CODE_TTL_MINUTES } from '../../shared/constants/limits.ts';
import { resetPasswordSchema } from '../../shared/schemas/accounts.ts';
import { resetPassword } from '../api/auth.ts';
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
      return 'Invalid or expired reset code. Please request a new one.';
    case 'VALIDATION_ERROR':
      return 'Please check your form data.';
    default:
      return 'Failed to reset password. Please try again.';
  }
}

/** /reset-password?email=…: the emailed code and a new password. */
export function ResetPasswordPage() {
  const { email = '' } = useSearch({ from: '/reset-password' });
  const form = useSchemaForm(resetPasswordSchema, { email, token: '', newPassword: '' });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => toast.success('Password Reset Successful'),
    onError: (error) => toast.error('Reset Failed', { description: failure(error) }),
  });

  if (mutation.isSuccess) {
    return (
      <AuthLayout title="Password updated">
        <div className="space-y-5">
          <div className="flex items-center gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-800">
            <CheckCircle2 className="shrink-0" />
            <p className="text-sm">
              Your password has been reset. Other devices have been signed out.
            </p>
          </div>
          <Link to="/login" className={`${buttonClass('primary', 'lg')} w-full`}>
            Go to Sign In
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const submit = form.onSubmit((input) => mutation.mutate(input));

  const busy = mutation.isPending;
  return (
    <AuthLayout
      title="Reset your password"
      subtitle={`Enter the 6-digit code we emailed you. The code expires in ${RESET_CODE_TTL_MINUTES} minutes.`}
      footer={
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Send a new code
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
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
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
