import { describe, expect, it } from 'vitest';
import { findClientData, type OwnContacts } from './client-data.ts';

const NOBODY: OwnContacts = { emails: [], phones: [] };
const found = (line: string, own = NOBODY, context = '') =>
  findClientData(line, own, context).map(({ kind, masked }) => ({ kind, masked }));

describe('client data in a line read off the screen', () => {
  it('finds a Social Security number, with dashes or spaces, and without next to "SSN"', () => {
    expect(found('Client SSN 123-45-1120')).toEqual([{ kind: 'ssn', masked: '***-**-1120' }]);
    expect(found('123 45 1120')).toEqual([{ kind: 'ssn', masked: '*** ** 1120' }]);
    expect(found('SSN: 123451120')).toEqual([{ kind: 'ssn', masked: '*****1120' }]);
  });

  it('does not take a number the administration never issues for an SSN', () => {
    expect(found('Ref 666-45-1120')).toEqual([]);
  });

  it('finds a card number only when it passes the Luhn check', () => {
    expect(found('Card 4111 1111 1111 1111')).toEqual([
      { kind: 'card_number', masked: '**** **** **** 1111' },
    ]);
    // OCR often drops the spaces between a card's groups.
    expect(found('4111 111111111111')).toEqual([
      { kind: 'card_number', masked: '**** ********1111' },
    ]);
    // The next table cell's date read onto the same line does not hide the card before it.
    expect(found('Card 4640 4777 3933 3159 2/28/2022 fees')).toEqual([
      { kind: 'card_number', masked: '**** **** **** 3159' },
    ]);
    // Fails Luhn: still a long run of digits, so an account number.
    expect(found('4111111111111112')).toEqual([
      { kind: 'account_number', masked: '************1112' },
    ]);
  });

  it('finds a routing number by its checksum', () => {
    expect(found('Routing 021000021')).toEqual([{ kind: 'routing_number', masked: '*****0021' }]);
  });

  it('takes nine digits for a routing number on its line, even under a line naming an SSN', () => {
    expect(
      found("The bank's routing number is 021000021.", NOBODY, 'My SSN is 123-45-6789'),
    ).toEqual([{ kind: 'routing_number', masked: '*****0021' }]);
  });

  it('finds a long account number but not one shown masked', () => {
    expect(found('Account 98765432101')).toEqual([
      { kind: 'account_number', masked: '*******2101' },
    ]);
    expect(found('Account ••••1234')).toEqual([]);
    expect(found('Account XXXX-1234')).toEqual([]);
    expect(found('Account ****98765432')).toEqual([]);
    // `••••8371` in a monospaced font, as Tesseract reads it.
    expect(found('Account 00008371')).toEqual([]);
    expect(found('Account 000012345678')).toEqual([
      { kind: 'account_number', masked: '********5678' },
    ]);
  });

  it('finds a date only near "DOB" or "birth", on its line or the line above', () => {
    expect(found('DOB 03/14/1961')).toEqual([{ kind: 'date_of_birth', masked: '**/**/**61' }]);
    expect(found('March 14, 1961', NOBODY, 'Date of birth')).toEqual([
      { kind: 'date_of_birth', masked: 'March **, **61' },
    ]);
    expect(found('Meeting on 03/14/2026')).toEqual([]);
  });

  it("finds email addresses and phone numbers, but not the advisor's or the firm's", () => {
    const own = { emails: ['Advisor@Firm.com'], phones: ['+1 (555) 010-2000'] };
    expect(found('jordan.smith@example.com (555) 201-7788', own)).toEqual([
      { kind: 'email', masked: 'j***@example.com' },
      { kind: 'phone', masked: '(***) ***-7788' },
    ]);
    expect(found('advisor@firm.com 555-010-2000', own)).toEqual([]);
  });

  it('finds nothing in ordinary text', () => {
    expect(found('Portfolio review Q3 2026: up 4.2% since June')).toEqual([]);
  });

  it('says where in the line each finding is', () => {
    const line = 'SSN 123-45-1120';
    const [match] = findClientData(line, NOBODY);
    expect(match && line.slice(match.start, match.end)).toBe('123-45-1120');
  });
});
