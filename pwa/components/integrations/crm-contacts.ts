import type {
  ConnectionView,
  CrmContact,
  CrmProvider,
  VideoCrmContact,
} from '../../../shared/api/integrations.ts';

/** Shortest search sent to the CRM: one letter matches half the book and costs a page walk. */
export const CONTACT_SEARCH_MIN_LENGTH = 2;
/** Typing pauses this long before the CRM is asked. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 300;

/** The contact a video is (or will be) linked to, as PATCH /api/videos/:id/crm takes it. */
export type ChosenContact = Pick<VideoCrmContact, 'provider' | 'contactId' | 'displayName'>;

/**
 * The CRMs whose contacts can be searched: every saved connection, a broken one too (its
 * search then says why it fails, which is more use than a picker that silently vanished).
 */
export function searchableProviders(connections: readonly ConnectionView[]): CrmProvider[] {
  const rank = (c: ConnectionView) => (c.status === 'connected' ? 0 : 1);
  // A working one first: it is the one searched until the advisor picks another.
  return connections
    .filter((c) => c.status !== 'not_connected')
    .sort((a, b) => rank(a) - rank(b))
    .map((c) => c.provider);
}

/** The search as sent: trimmed, or null while too short to send. */
export function contactQuery(text: string): string | null {
  const q = text.trim();
  return q.length >= CONTACT_SEARCH_MIN_LENGTH ? q.slice(0, 100) : null;
}

export const chosenOf = (contact: CrmContact): ChosenContact => ({
  provider: contact.provider,
  contactId: contact.contactId,
  displayName: contact.displayName,
});
