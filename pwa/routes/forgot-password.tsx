import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { toast } from '../toast/toast.ts';
import { RESET_CODE_TTL_MINUTES } from '../../shared/constants/limits.ts';
import { forgotPasswordSchema } from '../../shared/schemas/accounts.ts';
import { requestResetCode } from '../api/auth.ts';
import { errorCode, rateLimitMessage } from '../api/errors.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';

function failure(error: unknown): string {
  return (
    rateLimitMessage(error) ??
    (errorCode(error) === 'VALIDATION_ERROR'
      ? 'Please enter a valid email address.'
      : 'Failed to send reset code. Please try again.')
  );
}

/** /forgot-password: ask for a 6-digit code by email, then continue to /reset-password. */
export function ForgotPasswordPage() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const mutation = useMutation({
    mutationFn: requestResetCode,
    onSuccess: () => toast.success('Reset Code Sent'),
    onError: (error) => toast.error('Error', { description: failure(error) }),
  });

  if (mutation.isSuccess) {
    return (
      <AuthLayout title="Code Sent!">
        <div className="space-y-5">
          <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-brand-900">
            <MailCheck className="mt-0.5 shrink-0" />
            <p className="min-w-0 text-sm [overflow-wrap:anywhere]">
              If an account exists for {mutation.variables.email}, a 6-digit code is on its way. It
              expires in {RESET_CODE_TTL_MINUTES} minutes.
            </p>
          </div>
          <Link
            to="/reset-password"
            search={{ email: mutation.variables.email }}
            className={`${buttonClass('primary', 'lg')} w-full`}
          >
            Enter Code
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const submit = form.onSubmit((input) => mutation.mutate(input));

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a 6-digit code to reset it."
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to Log In
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...form.field('email')}
          disabled={mutation.isPending}
        />
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send Reset Code'}
        </Button>
      </form>
    </AuthLayout>
  );
}
