import type { ReactNode } from 'react';
import { useAuth } from '../auth/use-auth.ts';
import { LoginPage } from './login.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';

/**
 * Route guard, kept beside the screens it guards: a login-only screen shows the login screen
 * to a signed-out visitor.
 */
export function RequireAdvisor({ children }: { children: ReactNode }) {
  const { advisor, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!advisor) return <LoginPage />;
  return <>{children}</>;
}
