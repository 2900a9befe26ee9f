import type { FindingKind } from '../../../shared/api/screening.ts';
import { isRoutingNumber } from './aba.ts';
import { isCardNumber } from './luhn.ts';
import { maskDigits, maskEmail } from './mask.ts';
import { isPlausibleSsn } from './ssn.ts';

export type ClientDataKind = Exclude<FindingKind, 'risky_language'>;

/** Addresses and numbers that may be shown: the advisor's own and the firm's. */
export interface OwnContacts {
  emails: readonly string[];
  phones: readonly string[];
}

/** Client data in a line of text: what it is, where in the line, and its masked form. */
export interface TextMatch {
  kind: ClientDataKind;
  start: number;
  end: number;
  masked: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** A phone number's last ten digits: `+1 (555) 201-7788` and `555.201.7788` are the same. */
const phoneKey = (text: string) => onlyDigits(text).slice(-10);

const CARD = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;
const SSN_FORMATTED = /(?<![\d-])\d{3}([- ])\d{2}\1\d{4}(?![\d-])/g;
const NINE_DIGITS = /(?<![\d-])\d{9}(?![\d-])/g;
const SSN_WORDS = /\b(?:ssn|social security)\b/i;
/** A number on a line that names it a routing number is one, whatever the line above says. */
const ROUTING_WORDS = /\b(?:routing|aba|rtn)\b/i;
const BIRTH_WORDS = /\b(?:d\.?o\.?b\.?|birth(?:day|date)?|born)\b/i;
const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
const DATE = new RegExp(
  [
    String.raw`(?<!\d)\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})(?!\d)`,
    String.raw`(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)`,
    String.raw`\b(?:${MONTHS})[a-z]*\.? \d{1,2},? \d{4}\b`,
    String.raw`\b\d{1,2} (?:${MONTHS})[a-z]*\.? \d{4}\b`,
  ].join('|'),
  'gi',
);
const PHONE = /(?<![\d-])(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\d-])/g;
const ACCOUNT = /(?<!\d)\d{8,17}(?!\d)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** `••••1234`, `XXXX-1234`, `****1234`: a number shown masked is already safe. */
const MASK_BEFORE = /[•●*xX#][ -]?$/;
/**
 * Bullets read back as zeros: in a monospaced font Tesseract reads `••••8371` as `00008371`.
 * Four or more zeros before exactly four digits is how a masked number reads, not an account.
 */
const MASK_READ_AS_ZEROS = /^0{4,}\d{4}$/;

interface Rule {
  kind: ClientDataKind;
  pattern: RegExp;
  /** The part of a match that may be this kind (the match itself unless told), or null. */
  narrow?: (match: string) => string | null;
  /** The masked form of a match, or null when the match is not this kind after all. */
  accept: (match: string, line: string, start: number) => string | null;
}

/**
 * The card number a run of digit groups starts with: the whole run, or, when the next cell's
 * number joins it on the line (`4640 4777 3933 3159 2/28/2022` reads as one run up to the
 * slash), the longest run of its first groups that is one.
 */
function cardAtStart(run: string): string | null {
  for (let end = run.length; end > 0; end = run.slice(0, end).search(/[ -]\d*$/)) {
    const groups = run.slice(0, end);
    if (isCardNumber(onlyDigits(groups))) return groups;
  }
  return null;
}

function rulesFor(own: OwnContacts, context: string): Rule[] {
  const ownEmails = new Set(own.emails.map((email) => email.toLowerCase()));
  const ownPhones = new Set(own.phones.map(phoneKey).filter((key) => key.length === 10));
  const near = (words: RegExp, line: string) => words.test(line) || words.test(context);
  // In order: a stretch of text claimed by one rule is not looked at by the ones after it.
  return [
    {
      kind: 'card_number',
      pattern: CARD,
      narrow: cardAtStart,
      accept: (match) => maskDigits(match),
    },
    {
      kind: 'ssn',
      pattern: SSN_FORMATTED,
      accept: (match) => (isPlausibleSsn(onlyDigits(match)) ? maskDigits(match) : null),
    },
    {
      // Nine digits next to "SSN" are one written without dashes, unless their own line calls
      // them a routing number (an SSN on the line above is another number).
      kind: 'ssn',
      pattern: NINE_DIGITS,
      accept: (match, line) =>
        near(SSN_WORDS, line) && !ROUTING_WORDS.test(line) && isPlausibleSsn(match)
          ? maskDigits(match)
          : null,
    },
    {
      kind: 'routing_number',
      pattern: NINE_DIGITS,
      accept: (match) => (isRoutingNumber(match) ? maskDigits(match) : null),
    },
    {
      kind: 'date_of_birth',
      pattern: DATE,
      accept: (match, line) => (near(BIRTH_WORDS, line) ? maskDigits(match, 2) : null),
    },
    {
      kind: 'phone',
      pattern: PHONE,
      accept: (match) => (ownPhones.has(phoneKey(match)) ? null : maskDigits(match)),
    },
    {
      kind: 'account_number',
      pattern: ACCOUNT,
      accept: (match, line, start) =>
        MASK_BEFORE.test(line.slice(0, start)) || MASK_READ_AS_ZEROS.test(match)
          ? null
          : maskDigits(match),
    },
    {
      kind: 'email',
      pattern: EMAIL,
      accept: (match) => (ownEmails.has(match.toLowerCase()) ? null : maskEmail(match)),
    },
  ];
}

/**
 * The client data in one line of text read off a frame: Social Security, card, routing and
 * account numbers, dates of birth, and email addresses and phone numbers other than the
 * advisor's and the firm's. `context` is the line before, where "Date of birth" may stand
 * above its date. Numbers shown masked (`••••1234`) are not client data.
 */
export function findClientData(line: string, own: OwnContacts, context = ''): TextMatch[] {
  const found: TextMatch[] = [];
  const claimed = (start: number, end: number) =>
    found.some((match) => start < match.end && match.start < end);
  for (const rule of rulesFor(own, context)) {
    for (const hit of line.matchAll(rule.pattern)) {
      const text = rule.narrow ? rule.narrow(hit[0]) : hit[0];
      if (text === null) continue;
      const start = hit.index;
      const end = start + text.length;
      if (claimed(start, end)) continue;
      const masked = rule.accept(text, line, start);
      if (masked !== null) found.push({ kind: rule.kind, start, end, masked });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
