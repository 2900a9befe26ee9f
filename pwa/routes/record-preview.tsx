import { Navigate } from '@tanstack/react-router';
import { useAuth } from '../auth/use-auth.ts';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';

/** /record/preview: with no stored recording to preview, the spec sends the advisor to /record. */
export function RecordPreviewPage() {
  const { advisor, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!advisor) return <SignInPrompt message="Please log in to continue" />;
  return <Navigate to="/record" replace />;
}
