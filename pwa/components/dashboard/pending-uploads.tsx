import { CloudOff, RotateCcw, UploadCloud } from 'lucide-react';
import { backgroundSyncSupported } from '../../sync/background-sync.ts';
import { describeSync, statusFromDraft } from '../../sync/sync-status.ts';
import { usePendingUploads } from '../../sync/use-pending-uploads.ts';
import { useSyncEngine, useSyncStatuses } from '../../sync/use-sync.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/** The dashboard's list of saved videos still uploading from this device, so none is forgotten offline. */
export function PendingUploads({ advisorId }: { advisorId: string }) {
  const drafts = usePendingUploads(advisorId);
  const statuses = useSyncStatuses();
  const engine = useSyncEngine();
  if (drafts.length === 0) return null;
  return (
    <Card className="mt-6 overflow-hidden">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">Pending uploads</h2>
        <p className="mt-0.5 text-sm text-slate-500">
          {backgroundSyncSupported()
            ? 'Saved videos on their way to your firm’s server. They carry on while this browser is running, even with Briefcast closed.'
            : 'Saved videos on their way to your firm’s server. Keep Briefcast open on this device until they finish: uploads stop when it is closed.'}
        </p>
      </div>
      <ul className="divide-y divide-slate-200">
        {drafts.map((draft) => {
          const status = statuses.get(draft.id) ?? statusFromDraft(draft);
          const Icon = status.phase === 'waiting' ? CloudOff : UploadCloud;
          return (
            <li key={draft.id} className="flex items-center gap-3 px-5 py-3">
              <Icon size={18} className="shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">
                  {draft.details?.title || 'Untitled recording'}
                </p>
                <p className="text-sm text-slate-500" role="status">
                  {describeSync(status)}
                </p>
              </div>
              {status.phase === 'failed' && engine ? (
                <Button variant="outline" size="sm" onClick={() => void engine.retry(draft.id)}>
                  <RotateCcw size={14} aria-hidden="true" /> Retry
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
