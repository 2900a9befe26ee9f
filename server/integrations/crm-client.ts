import type { CrmContact, CrmProvider } from '../../shared/api/integrations.ts';
import type { OutboundPolicy } from './config.ts';
import {
  OutboundNetworkError,
  OutboundRefusedError,
  safeFetch,
  type OutboundRequest,
} from './safe-fetch.ts';

/**
 * How a CRM call failed, which decides what happens next: `auth` (401/403: the credentials are
 * refused; the connection is marked broken, no retry), `unavailable` (5xx, 429, network,
 * timeout: retried later), `rejected` (any other refusal, or a URL the policy forbids:
 * retrying would not help).
 */
export type CrmFailure = 'auth' | 'unavailable' | 'rejected';

export class CrmError extends Error {
  constructor(
    readonly kind: CrmFailure,
    message: string,
  ) {
    super(message);
  }
}

/** One note for a contact's record. */
export interface CrmNote {
  title: string;
  body: string;
  occurredAt: string;
}

/** What Briefcast asks of a CRM; one implementation per provider. */
export interface CrmClient {
  /** A cheap authenticated call; answers with words for "Connected to …". */
  check(): Promise<string>;
  /** Contacts whose name matches, across the CRM's pages, at most `max`. */
  searchContacts(
    query: string,
    max: number,
  ): Promise<{ contacts: CrmContact[]; truncated: boolean }>;
  /** Adds the note to the contact's record; the CRM's id of it when it gives one. */
  addNote(contactId: string, note: CrmNote): Promise<string | null>;
}

/** A guard on the pages followed, should a CRM's "next page" never end. */
const MAX_SEARCH_PAGES = 10;

/** One page of a CRM's contact search: its rows, and whether another page follows. */
export interface ContactPage {
  rows: unknown[];
  more: boolean;
}

/** How to read a contact out of one of a CRM's search rows. */
export interface ContactFields {
  provider: CrmProvider;
  id: (row: unknown) => unknown;
  name: (row: unknown) => string | null;
  email: (row: unknown) => string | null;
}

/**
 * Reads a CRM's contact search page by page (at most MAX_SEARCH_PAGES), skipping rows without
 * an id, and stops at `max`, saying whether there were more.
 */
export async function searchContactPages(
  max: number,
  readPage: (page: number) => Promise<ContactPage>,
  fields: ContactFields,
): Promise<{ contacts: CrmContact[]; truncated: boolean }> {
  const contacts: CrmContact[] = [];
  for (let page = 1; page <= MAX_SEARCH_PAGES; page += 1) {
    const { rows, more } = await readPage(page);
    for (const row of rows) {
      const contactId = idText(fields.id(row));
      if (!contactId) continue;
      if (contacts.length === max) return { contacts, truncated: true };
      contacts.push({
        provider: fields.provider,
        contactId,
        displayName: fields.name(row) ?? `Contact ${contactId}`,
        email: fields.email(row),
      });
    }
    if (!more) break;
  }
  return { contacts, truncated: false };
}

/** Sends one request to a CRM through safeFetch and reads its JSON answer, or throws CrmError. */
export async function crmJson(
  policy: OutboundPolicy,
  label: string,
  request: OutboundRequest,
): Promise<unknown> {
  let response;
  try {
    response = await safeFetch(policy, {
      ...request,
      headers: { Accept: 'application/json', ...request.headers },
    });
  } catch (err) {
    if (err instanceof OutboundRefusedError) throw new CrmError('rejected', err.message);
    if (err instanceof OutboundNetworkError) throw new CrmError('unavailable', err.message);
    throw err;
  }
  const { status } = response;
  if (status === 401 || status === 403) {
    throw new CrmError('auth', `${label} refused the saved credentials (HTTP ${status})`);
  }
  if (status >= 500 || status === 429) {
    throw new CrmError('unavailable', `${label} is not available right now (HTTP ${status})`);
  }
  if (status < 200 || status >= 300) {
    throw new CrmError('rejected', `${label} refused the request (HTTP ${status})`);
  }
  if (response.body.trim() === '') return null;
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    throw new CrmError('unavailable', `${label} answered with something other than JSON`);
  }
}

/** Reads a field of an unknown JSON value without trusting its shape. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export const idText = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A person's name from the row's first and last names; null when it has neither. */
export const personName = (row: unknown): string | null =>
  [text(field(row, 'first_name')), text(field(row, 'last_name'))].filter(Boolean).join(' ') || null;
