import type { ReactNode } from 'react';
import type { AdvisorView } from '../../shared/api/accounts.ts';
import { useAuth } from '../auth/use-auth.ts';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { LoginPage } from './login.tsx';

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
  if (!advisor) return <>{signedOut}</>;
  return <>{children(advisor)}</>;
}
