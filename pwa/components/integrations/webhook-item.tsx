import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../toast/toast.ts';
import { ACTIVITY_EVENT_LABELS, type WebhookView } from '../../../shared/api/integrations.ts';
import { relativeTime } from '../../../shared/format/times.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { useDeleteWebhook } from './use-integrations.ts';

/** One registered endpoint: where it posts, which events, its deliveries, and Delete. */
export function WebhookItem({ webhook }: { webhook: WebhookView }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteWebhook();

  function closeDelete(confirmed: boolean) {
    setConfirming(false);
    if (!confirmed) return;
    remove.mutate(webhook.id, {
      onSuccess: () => toast.success('Endpoint Deleted'),
      onError: () => toast.error('Error', { description: 'Failed to delete the endpoint' }),
    });
  }

  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="webhook">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm break-all text-slate-900">{webhook.url}</p>
          <p className="mt-1 text-sm text-slate-500">
            {webhook.events.map((event) => ACTIVITY_EVENT_LABELS[event]).join(', ')}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            Secret <span className="font-mono">{webhook.secretHint}</span> · added{' '}
            {relativeTime(webhook.createdAt)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700! hover:bg-red-50!"
          onClick={() => setConfirming(true)}
          disabled={remove.isPending}
          aria-label={`Delete endpoint ${webhook.url}`}
        >
          <Trash2 size={16} aria-hidden="true" /> Delete
        </Button>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-deliveries`}
        onClick={() => setOpen((was) => !was)}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={`transition-transform ${open ? 'rotate-180' : ''}`}
        />
        Recent deliveries
      </button>
      <div id={`${id}-deliveries`} hidden={!open} className="mt-2">
        {open ? <WebhookDeliveries webhookId={webhook.id} /> : null}
      </div>
      {confirming ? (
        <ConfirmDialog title="Delete this endpoint?" confirmLabel="Delete" onClose={closeDelete}>
          Briefcast stops sending events to <span className="break-all">{webhook.url}</span> and
          forgets its secret and deliveries. This action cannot be undone.
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
