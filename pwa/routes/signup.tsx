import { Link, useSearch } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../toast/toast.ts';
import type { AdvisorView } from '../../shared/api/accounts.ts';
import { DEFAULT_PLAN_ID, findPlan } from '../../shared/constants/plans.ts';
import { signupSchema } from '../../shared/schemas/accounts.ts';
import { signup } from '../api/auth.ts';
import { ApiError } from '../api/client.ts';
import { errorCode } from '../api/errors.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { fieldErrorMap, useSchemaForm } from '../forms/use-schema-form.ts';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { refreshSession } from '../auth/session.ts';
import { useSubmission } from '../forms/use-submission.ts';

function WelcomeCard({ advisor }: { advisor: AdvisorView }) {
  return (
    <AuthLayout title={`Welcome, ${advisor.advisorName}!`}>
      <div className="space-y-5">
        <div className="flex items-center gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-800">
          <CheckCircle2 className="shrink-0" />
          {/* min-w-0 and anywhere: a long address wraps inside the card instead of widening it. */}
          <p className="min-w-0 text-sm [overflow-wrap:anywhere]">
            Your account is ready. We sent a welcome email to {advisor.email}.
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">Advisor</dt>
          <dd className="font-medium text-slate-900">{advisor.advisorName}</dd>
          <dt className="text-slate-500">Company</dt>
          <dd className="font-medium text-slate-900">{advisor.companyName}</dd>
          <dt className="text-slate-500">Email</dt>
          <dd className="font-medium break-all text-slate-900">{advisor.email}</dd>
        </dl>
        <Link to="/dashboard" className={`${buttonClass('primary', 'lg')} w-full`}>
          Continue to Dashboard
        </Link>
      </div>
    </AuthLayout>
  );
}

/** /signup: the beta registration form, then the welcome card. */
export function SignupPage() {
  const { plan = DEFAULT_PLAN_ID } = useSearch({ from: '/signup' });
  const chosenPlan = findPlan(plan);
  const [welcomed, setWelcomed] = useState<AdvisorView | null>(null);
  const form = useSchemaForm(signupSchema, {
    advisorName: '',
    companyName: '',
    email: '',
    password: '',
    agreeToTerms: false,
    marketingEmails: false,
    plan,
  });

  const mutation = useSubmission({
    mutationFn: signup,
    onSuccess: ({ advisor }) => {
      setWelcomed(advisor);
      toast.success('Welcome to Briefcast Beta!');
      void refreshSession();
    },
    onError: (error) => {
      const body = error instanceof ApiError ? error.body : undefined;
      if (errorCode(error) === 'EMAIL_ALREADY_EXISTS') {
        form.setErrors({ email: body?.message });
        toast.error('Email already registered', {
          description: 'Please use a different email or log in to your existing account.',
        });
      } else if (errorCode(error) === 'VALIDATION_ERROR' && body?.errors) {
        form.setErrors(fieldErrorMap(body.errors));
        toast.error('Form validation failed', {
          description: 'Please check your form data and try again.',
        });
      } else {
        toast.error('Signup failed', {
          description: body?.message ?? 'Something went wrong. Please try again.',
        });
      }
    },
  });

  if (welcomed) return <WelcomeCard advisor={welcomed} />;

  const submit = form.onSubmit((input) => mutation.mutate(input));

  const busy = mutation.isPending;
  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        <>
          Registration is free during the beta. Plan:{' '}
          <span className="font-medium text-slate-900">
            {chosenPlan.name} (${chosenPlan.price}/month after the beta)
          </span>{' '}
          ·{' '}
          <Link to="/pricing" className="font-medium text-brand-700 hover:underline">
            change
          </Link>
        </>
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Advisor Name"
          autoComplete="name"
          {...form.field('advisorName')}
          disabled={busy}
        />
        <TextField
          label="Company Name"
          autoComplete="organization"
          {...form.field('companyName')}
          disabled={busy}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...form.field('email')}
          disabled={busy}
        />
        <NewPasswordField label="Password" {...form.field('password')} disabled={busy} />
        <CheckboxField
          checked={form.values.agreeToTerms}
          onCheckedChange={(checked) => form.set('agreeToTerms', checked)}
          error={form.errors.agreeToTerms}
          disabled={busy}
        >
          I agree to the{' '}
          <Link to="/terms" className="font-medium text-brand-700 hover:underline">
            Terms and Privacy Policy
          </Link>
        </CheckboxField>
        <CheckboxField
          checked={form.values.marketingEmails}
          onCheckedChange={(checked) => form.set('marketingEmails', checked)}
          disabled={busy}
        >
          Send me product updates and tips (optional)
        </CheckboxField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account - Join Beta'}
        </Button>
      </form>
    </AuthLayout>
  );
}
