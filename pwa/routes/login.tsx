import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { toast } from '../toast/toast.ts';
import { loginSchema } from '../../shared/schemas/accounts.ts';
import { login } from '../api/auth.ts';
import { errorCode, rateLimitMessage } from '../api/errors.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { refreshSession } from '../auth/session.ts';
import { useSubmission } from '../forms/use-submission.ts';

/** The 'Login Failed' messages by the server's error code. */
function loginFailure(error: unknown): string {
  const limited = rateLimitMessage(error);
  if (limited) return limited;
  switch (errorCode(error)) {
    case 'INVALID_CREDENTIALS':
      return 'Invalid email or password. Please check your credentials.';
    case 'VALIDATION_ERROR':
      return 'Please check your email and password format.';
    default:
      return 'Login failed. Please try again.';
  }
}

/** /login, and the screen the route guard shows on login-only routes. */
export function LoginPage() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const form = useSchemaForm(loginSchema, { email: '', password: '' });

  const mutation = useSubmission({
    mutationFn: login,
    onSuccess: async ({ advisor }) => {
      toast.success('Welcome back!', { description: advisor.advisorName });
      await refreshSession();
      // Signed in from the guard of another screen: stay there; from /login: go home.
      if (pathname === '/login') await navigate({ to: '/dashboard' });
    },
    onError: (error) => toast.error('Login Failed', { description: loginFailure(error) }),
  });

  const submit = form.onSubmit((input) => mutation.mutate(input));

  return (
    <AuthLayout
      title="Log in to Briefcast"
      subtitle="Record, send and track secure video messages for your clients."
      footer={
        <>
          New to Briefcast?{' '}
          <Link to="/signup" className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>{' '}
          ·{' '}
          <Link to="/contact" className="font-medium text-brand-700 hover:underline">
            Contact us
          </Link>
        </>
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
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
          disabled={mutation.isPending}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Logging in...' : 'Log In'}
        </Button>
      </form>
    </AuthLayout>
  );
}
