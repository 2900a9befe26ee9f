import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CRM_PROVIDERS } from '../../../shared/api/integrations.ts';
import { CONNECT_SCHEMAS } from '../../../shared/schemas/integrations.ts';
import { toFieldErrors } from '../../../shared/schemas/issues.ts';
import { CREDENTIAL_FIELDS, emptyCredentials, hintLabel } from './connection-fields.ts';

const FILLED: Record<string, string> = {
  apiKey: 'rt-api-key-1234',
  userKey: 'rt-user-key-5678',
  accessToken: 'token-abcd',
  instanceUrl: 'https://acme.my.salesforce.com/lightning/page/home',
};

describe('connect form fields', () => {
  it.each(CRM_PROVIDERS)('%s: the form sends exactly what the server asks for', (provider) => {
    const filled = Object.fromEntries(
      CREDENTIAL_FIELDS[provider].map((field) => [field.name, FILLED[field.name]]),
    );
    expect(v.safeParse(CONNECT_SCHEMAS[provider], filled).success).toBe(true);
    // Empty, each field is named by its own message (a stray name would be 'not accepted').
    const empty = v.safeParse(CONNECT_SCHEMAS[provider], emptyCredentials(provider));
    expect(empty.success).toBe(false);
    const paths = toFieldErrors(empty.issues ?? []).map((error) => error.path);
    expect(new Set(paths)).toEqual(new Set(CREDENTIAL_FIELDS[provider].map((f) => f.name)));
  });

  it('asks Redtail for two keys, Wealthbox for a token, Salesforce for its instance and a token', () => {
    const labels = (p: keyof typeof CREDENTIAL_FIELDS) => CREDENTIAL_FIELDS[p].map((f) => f.label);
    expect(labels('redtail')).toEqual(['API key', 'User key']);
    expect(labels('wealthbox')).toEqual(['Access token']);
    expect(labels('salesforce')).toEqual(['Instance URL', 'Access token']);
  });

  it('keeps every secret out of sight: only the instance URL is a plain input', () => {
    const plain = CRM_PROVIDERS.flatMap((p) =>
      CREDENTIAL_FIELDS[p].filter((f) => f.kind !== 'secret').map((f) => `${p}.${f.name}`),
    );
    expect(plain).toEqual(['salesforce.instanceUrl']);
  });

  it('names the hints the server sends as the form named the fields', () => {
    expect(hintLabel('redtail', 'userKey')).toBe('User key');
    expect(hintLabel('salesforce', 'instanceUrl')).toBe('Instance URL');
    expect(hintLabel('wealthbox', 'somethingNew')).toBe('somethingNew');
  });
});
