import { Link } from '@tanstack/react-router';
import { ACTIVITY_EVENT_LABELS } from '../../../shared/api/integrations.ts';
import { useNow } from '../library/use-library.ts';
import { DeliveryRow } from './delivery-row.tsx';
import { useWebhookDeliveries } from './use-integrations.ts';

/** An endpoint's latest deliveries: event, state, the receiver's status code, and when. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const query = useWebhookDeliveries(webhookId, true);
  const now = new Date(useNow());
  if (query.isError) {
    return <p className="text-sm text-red-700">Could not load the deliveries.</p>;
  }
  if (!query.data) return <p className="text-sm text-slate-500">Loading deliveries…</p>;
  const { deliveries } = query.data;
  if (deliveries.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        No deliveries yet. One is sent when a video you share is sent, viewed, watched to the end or
        commented on.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="webhook-deliveries">
      {deliveries.map((delivery) => (
        <DeliveryRow
          key={delivery.id}
          delivery={delivery}
          now={now}
          heading={
            <p className="flex items-baseline justify-between gap-3 text-sm font-medium text-slate-800">
              <span>
                {ACTIVITY_EVENT_LABELS[delivery.event]}{' '}
                <Link
                  to="/videos/$videoId"
                  params={{ videoId: delivery.videoId }}
                  className="font-normal text-brand-700 hover:text-brand-800"
                >
                  View video
                </Link>
              </span>
              {delivery.responseStatus !== null ? (
                <span className="shrink-0 font-mono text-xs font-normal text-slate-500">
                  <span className="sr-only">Response </span>HTTP {delivery.responseStatus}
                </span>
              ) : null}
            </p>
          }
        >
          {delivery.responseBody ? (
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer text-slate-500">Response body</summary>
              <pre className="mt-1 max-h-40 overflow-auto rounded-lg bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap break-all text-slate-700">
                {delivery.responseBody}
              </pre>
            </details>
          ) : null}
        </DeliveryRow>
      ))}
    </ul>
  );
}
