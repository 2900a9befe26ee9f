import type { CrmProvider } from '../../shared/api/integrations.ts';
import type { CrmCredentials } from '../../shared/schemas/integrations.ts';
import { maskSecret, open, seal } from './secret-box.ts';

/** Sealed credentials are bound to their advisor and provider (see secret-box.ts). */
export const credentialsContext = (advisorId: string, provider: string) =>
  `crm:${advisorId}:${provider}`;

export function sealCredentials(key: Buffer, advisorId: string, creds: CrmCredentials): string {
  return seal(key, JSON.stringify(creds), credentialsContext(advisorId, creds.provider));
}

export function openCredentials(
  key: Buffer,
  advisorId: string,
  provider: CrmProvider,
  sealed: string,
): CrmCredentials {
  return JSON.parse(open(key, sealed, credentialsContext(advisorId, provider))) as CrmCredentials;
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
