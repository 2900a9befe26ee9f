import { describe, expect, it } from 'vitest';
import type { ConnectionView } from '../../../shared/api/integrations.ts';
import { chosenOf, contactQuery, searchableProviders } from './crm-contacts.ts';

const connection = (provider: ConnectionView['provider'], status: ConnectionView['status']) =>
  ({ provider, status }) as ConnectionView;

describe('searchableProviders', () => {
  it('offers every CRM with saved credentials, working ones first, none when nothing is connected', () => {
    expect(
      searchableProviders([
        connection('redtail', 'broken'),
        connection('wealthbox', 'not_connected'),
        connection('salesforce', 'connected'),
      ]),
    ).toEqual(['salesforce', 'redtail']);
    expect(searchableProviders([connection('redtail', 'not_connected')])).toEqual([]);
  });
});

describe('contactQuery', () => {
  it('sends nothing for a blank or one-letter search', () => {
    expect(contactQuery('')).toBeNull();
    expect(contactQuery('  j ')).toBeNull();
  });

  it('sends the trimmed text, within the server’s 100 characters', () => {
    expect(contactQuery('  Jordan ')).toBe('Jordan');
    expect(contactQuery('x'.repeat(150))).toHaveLength(100);
  });
});

describe('chosenOf', () => {
  it('keeps what the link needs and not the email', () => {
    expect(
      chosenOf({
        provider: 'wealthbox',
        contactId: '42',
        displayName: 'Jordan Smith',
        email: 'j@x.io',
      }),
    ).toEqual({ provider: 'wealthbox', contactId: '42', displayName: 'Jordan Smith' });
  });
});
