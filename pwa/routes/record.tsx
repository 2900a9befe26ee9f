import { useAuth } from '../auth/use-auth.ts';
import { AppPage } from '../components/app-page.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { Card } from '../components/ui/card.tsx';

/** /record: the recorder arrives with its own issue; the sign-in prompt is the spec's. */
export function RecordPage() {
  const { advisor, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!advisor) return <SignInPrompt message="Please log in to start recording" />;
  return (
    <AppPage title="Set Up Your Recording">
      <Card className="p-6 text-slate-600">
        Screen recording is not available in this build yet.
      </Card>
    </AppPage>
  );
}
