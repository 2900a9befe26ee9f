import type { CrmProvider } from '../../shared/api/integrations.ts';
import type { CrmCredentials } from '../../shared/schemas/integrations.ts';
import { ConflictError } from '../http/errors.ts';
import type { IntegrationsConfig } from './config.ts';
import { maskSecret, open, seal } from './secret-box.ts';

export const NO_KEY_MESSAGE =
  'This server cannot store CRM credentials or webhook secrets yet: ask your administrator to set INTEGRATIONS_KEY (32 random bytes in base64, e.g. openssl rand -base64 32) and restart it.';

/** The server's key for sealing credentials; refuses (409) when the operator set none. */
export function requireKey(config: IntegrationsConfig): Buffer {
  if (!config.key) throw new ConflictError(NO_KEY_MESSAGE);
  return config.key;
}

/** Sealed credentials are bound to their advisor and provider (see secret-box.ts). */
const contextOf = (advisorId: string, provider: CrmProvider) => `crm:${advisorId}:${provider}`;

export function sealCredentials(key: Buffer, advisorId: string, creds: CrmCredentials): string {
  return seal(key, JSON.stringify(creds), contextOf(advisorId, creds.provider));
}

export function openCredentials(
  key: Buffer,
  advisorId: string,
  provider: CrmProvider,
  sealed: string,
): CrmCredentials {
  return JSON.parse(open(key, sealed, contextOf(advisorId, provider))) as CrmCredentials;
}

/** What the settings page may show of saved credentials. */
export function hintsOf(creds: CrmCredentials): Record<string, string> {
  switch (creds.provider) {
    case 'redtail':
      return { apiKey: maskSecret(creds.apiKey), userKey: maskSecret(creds.userKey) };
    case 'wealthbox':
      return { accessToken: maskSecret(creds.accessToken) };
    case 'salesforce':
      return { instanceUrl: creds.instanceUrl, accessToken: maskSecret(creds.accessToken) };
  }
}
