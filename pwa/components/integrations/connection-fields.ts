import type { CrmProvider } from '../../../shared/api/integrations.ts';

/** One input of a CRM's connect form; `name` is the key the connect schema expects. */
export interface CredentialField {
  name: string;
  label: string;
  /** Secrets are password inputs; the one public value (Salesforce's instance) a URL. */
  kind: 'secret' | 'url';
  placeholder?: string;
  hint: string;
}

/**
 * What each CRM asks for (shared/schemas/integrations.ts): Redtail an API key plus the user's
 * key, Wealthbox a personal access token, Salesforce the org's instance URL and an OAuth token.
 */
export const CREDENTIAL_FIELDS: Record<CrmProvider, readonly CredentialField[]> = {
  redtail: [
    {
      name: 'apiKey',
      label: 'API key',
      kind: 'secret',
      hint: 'Your firm’s Redtail API key, from Redtail’s developer program.',
    },
    {
      name: 'userKey',
      label: 'User key',
      kind: 'secret',
      hint: 'Your own user key: notes are written as you.',
    },
  ],
  wealthbox: [
    {
      name: 'accessToken',
      label: 'Access token',
      kind: 'secret',
      hint: 'In Wealthbox: Settings → API Access → Create Access Token.',
    },
  ],
  salesforce: [
    {
      name: 'instanceUrl',
      label: 'Instance URL',
      kind: 'url',
      placeholder: 'https://yourfirm.my.salesforce.com',
      hint: 'The address your org answers at (the instance_url of its OAuth response).',
    },
    {
      name: 'accessToken',
      label: 'Access token',
      kind: 'secret',
      hint: 'An OAuth 2.0 access token of your Salesforce user.',
    },
  ],
};

/** The connect form's starting values: always empty, as saved secrets never come back. */
export function emptyCredentials(provider: CrmProvider): Record<string, string> {
  return Object.fromEntries(CREDENTIAL_FIELDS[provider].map((field) => [field.name, '']));
}

/** What each hint the server sends is called on screen ('apiKey' -> 'API key'). */
export function hintLabel(provider: CrmProvider, key: string): string {
  return CREDENTIAL_FIELDS[provider].find((field) => field.name === key)?.label ?? key;
}
