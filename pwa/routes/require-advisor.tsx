import { lazy, Suspense, type ReactNode } from 'react';
import type { AdvisorView } from '../../shared/api/accounts.ts';
import { useAuth } from '../auth/use-auth.ts';
import { LoadingScreen } from '../components/loading-screen.tsx';

// Loaded with the first guarded screen a signed-out visitor opens, so the landing and sign-up
// screens do not download the login screen.
const LoginPage = lazy(() =>
  import('./login.tsx').then((module) => ({ default: module.LoginPage })),
);

/**
 * The one route guard, kept beside the screens it guards. A login-only screen shows a
 * signed-out visitor the login screen in place (or the screen's own prompt, as the recorder
 * does), at the same address, so signing in lands them where they were going. It reads the
 * session the app already knows rather than waiting on the network in a `beforeLoad`, so a
 * signed-in advisor's screens open offline.
 */
export function RequireAdvisor({
  children,
  signedOut = <LoginPage />,
}: {
  children: (advisor: AdvisorView) => ReactNode;
  signedOut?: ReactNode;
}) {
  const { advisor, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!advisor) return <Suspense fallback={<LoadingScreen />}>{signedOut}</Suspense>;
  return <>{children(advisor)}</>;
}
