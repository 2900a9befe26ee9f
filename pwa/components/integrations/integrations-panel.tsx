import { SettingsSection } from '../settings/settings-section.tsx';
import { Button } from '../ui/button.tsx';
import { ConnectionCard } from './connection-card.tsx';
import { useIntegrations } from './use-integrations.ts';
import { WebhooksSection } from './webhooks-section.tsx';

/**
 * The Integrations tab of /settings: CRM connections, then webhooks. Nothing here
 * reaches out until the advisor saves credentials or an endpoint.
 */
export function IntegrationsPanel() {
  const query = useIntegrations();
  const data = query.data;
  if (!data) {
    return query.isError ? (
      <SettingsSection title="CRM Connections" description="Could not load your integrations.">
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Retrying...' : 'Try Again'}
        </Button>
      </SettingsSection>
    ) : (
      <p role="status" className="py-8 text-center text-sm text-slate-500">
        Loading integrations...
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <SettingsSection
        title="CRM Connections"
        description="Link a video to a client’s CRM record: a note is added when it is sent, first viewed, watched to the end or commented on."
      >
        <ul className="space-y-4">
          {data.connections.map((connection) => (
            <ConnectionCard key={connection.provider} connection={connection} />
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-500">
          Credentials are stored encrypted and never shown again after saving.
        </p>
      </SettingsSection>
      <WebhooksSection />
    </div>
  );
}
