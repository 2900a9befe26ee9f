import { useState } from 'react';
import type { CreatedWebhookResponse } from '../../../shared/api/integrations.ts';
import { SettingsSection } from '../settings/settings-section.tsx';
import { WebhookForm } from './webhook-form.tsx';
import { WebhookItem } from './webhook-item.tsx';
import { WebhookSecret } from './webhook-secret.tsx';
import { useWebhooks } from './use-integrations.ts';

/** Signed webhooks: add an endpoint (its secret shown once), list them with their deliveries. */
export function WebhooksSection() {
  const query = useWebhooks();
  // Only in memory: the one moment the secret exists outside the server.
  const [created, setCreated] = useState<CreatedWebhookResponse | null>(null);
  const webhooks = query.data?.webhooks;

  return (
    <SettingsSection
      title="Webhooks"
      description="Tell your own systems when a video is sent, first viewed, watched to the end or commented on."
    >
      <div className="space-y-6">
        {created ? (
          <WebhookSecret
            url={created.webhook.url}
            secret={created.secret}
            onDismiss={() => setCreated(null)}
          />
        ) : null}
        <WebhookForm onCreated={setCreated} />
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-900">Endpoints</h3>
          {query.isError ? (
            <p className="text-sm text-red-700">Could not load your endpoints.</p>
          ) : !webhooks ? (
            <p className="text-sm text-slate-500">Loading endpoints…</p>
          ) : webhooks.length === 0 ? (
            <p className="text-sm text-slate-500">No endpoints yet.</p>
          ) : (
            <ul className="space-y-3" data-testid="webhooks">
              {webhooks.map((webhook) => (
                <WebhookItem key={webhook.id} webhook={webhook} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}
