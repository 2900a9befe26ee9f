import type { CrmCredentials } from '../../shared/schemas/integrations.ts';
import type { IntegrationsConfig } from './config.ts';
import type { CrmClient } from './crm-client.ts';
import { redtailClient } from './redtail.ts';
import { salesforceClient } from './salesforce.ts';
import { wealthboxClient } from './wealthbox.ts';

/** The client of the CRM these credentials are for. */
export function crmClientFor(
  config: IntegrationsConfig,
  creds: CrmCredentials,
  /** Keeps credentials the client renewed (a Salesforce access token from its refresh token). */
  onRefreshed?: (fresh: CrmCredentials) => Promise<void>,
): CrmClient {
  switch (creds.provider) {
    case 'redtail':
      return redtailClient(config.outbound, config.redtailApiUrl, creds);
    case 'wealthbox':
      return wealthboxClient(config.outbound, config.wealthboxApiUrl, creds);
    case 'salesforce':
      return salesforceClient(config.outbound, creds, onRefreshed);
  }
}
