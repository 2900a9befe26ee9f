import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { complianceSchema, contactSchema, isValidPhone } from './settings.ts';

const contact = { advisorName: 'Ana Diaz', companyName: 'Diaz Wealth' };
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0]?.message;
};

describe('settings schemas', () => {
  it('accepts phone numbers written with spaces, dashes and parentheses', () => {
    expect(isValidPhone('+1 (555) 010-0199')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('0123')).toBe(false);
    expect(isValidPhone('+1 555 CALL NOW')).toBe(false);
    expect(firstMessage(contactSchema, { ...contact, phone: 'abc' })).toBe(
      'Please enter a valid phone number',
    );
  });

  it('refuses calendar links that are not web links', () => {
    expect(firstMessage(contactSchema, { ...contact, calendarLink: 'javascript:alert(1)' })).toBe(
      'Please enter a valid URL',
    );
    expect(
      firstMessage(contactSchema, { ...contact, calendarLink: 'https://cal.example/ana' }),
    ).toBe(undefined);
    expect(firstMessage(contactSchema, { ...contact, calendarLink: '' })).toBe(undefined);
  });

  it('requires a disclosure of at most 5000 characters', () => {
    expect(firstMessage(complianceSchema, { disclosureText: '   ' })).toBe(
      'Disclosure text is required',
    );
    expect(firstMessage(complianceSchema, { disclosureText: 'x'.repeat(5001) })).toBe(
      'Disclosure text must be under 5000 characters',
    );
    expect(firstMessage(complianceSchema, { disclosureText: 'x'.repeat(5000) })).toBe(undefined);
  });
});
