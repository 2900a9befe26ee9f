import { useSearch } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { AppPage } from '../components/app-page.tsx';
import { AiStatusCard } from '../components/compliance/ai-status-card.tsx';
import { FirmSettingsCard } from '../components/compliance/firm-settings-card.tsx';
import { ScreeningPolicyCard } from '../components/compliance/screening-policy-card.tsx';
import { QueueList } from '../components/compliance/queue-list.tsx';
import { useComplianceAccess } from '../components/compliance/use-compliance.ts';
import { VideoDetail } from '../components/compliance/video-detail.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { Card } from '../components/ui/card.tsx';

/**
 * /compliance: the compliance user's review queue of every advisor's sent videos beside the
 * chosen one (player, transcript, disclosure, viewer record, review and approval). On a phone
 * the two take turns. The server enforces the role; this page only avoids showing a dead end.
 */
export function CompliancePage() {
  const { filter = 'all', video } = useSearch({ from: '/compliance' });
  const access = useComplianceAccess();
  if (access.isPending) return <LoadingScreen label="Loading..." />;
  if (!access.data?.compliance) {
    return (
      <AppPage title="Compliance Review">
        <Card className="flex flex-col items-center px-6 py-16 text-center">
          <ShieldCheck className="text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-medium text-slate-900">
            Only compliance users can open this page.
          </p>
          <p className="mt-1 text-sm text-slate-500">Ask your firm’s administrator for access.</p>
        </Card>
      </AppPage>
    );
  }
  return (
    <AppPage title="Compliance Review">
      <div className="space-y-6">
        <FirmSettingsCard />
        <ScreeningPolicyCard />
        <AiStatusCard />
        <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
          <div className={`min-w-0 lg:col-span-2 ${video ? 'hidden lg:block' : ''}`}>
            <QueueList filter={filter} selectedId={video} />
          </div>
          <div className="min-w-0 lg:col-span-3">
            <VideoDetail videoId={video} />
          </div>
        </div>
      </div>
    </AppPage>
  );
}
