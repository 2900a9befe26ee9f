import type { OutboundPolicy } from './config.ts';
import {
  crmJson,
  field,
  idText,
  list,
  personName,
  searchContactPages,
  text,
  type CrmClient,
} from './crm-client.ts';

const PER_PAGE = 25;

/**
 * Wealthbox's REST API (dev.wealthbox.com): a personal API access token goes in a header named
 * `ACCESS_TOKEN` (OAuth tokens would use `Authorization: Bearer`); `GET /me` is the current
 * user; `GET /contacts?name=&page=&per_page=` answers `{ contacts, meta }`, a page short of
 * `per_page` being the last; `POST /notes` with `content` and
 * `linked_to: [{ id, type: 'Contact' }]` adds a note to the contact.
 */
export function wealthboxClient(
  policy: OutboundPolicy,
  baseUrl: string,
  creds: { accessToken: string },
): CrmClient {
  const headers = { ACCESS_TOKEN: creds.accessToken };
  const get = (path: string) =>
    crmJson(policy, 'Wealthbox', { method: 'GET', url: `${baseUrl}${path}`, headers });

  return {
    async check() {
      const me = await get('/me');
      const name = text(field(me, 'name'));
      return name ? `Wealthbox as ${name}` : 'Wealthbox';
    },

    searchContacts: (query, max) =>
      searchContactPages(
        max,
        async (page) => {
          const answer = await get(
            `/contacts?name=${encodeURIComponent(query)}&page=${page}&per_page=${PER_PAGE}`,
          );
          const rows = list(field(answer, 'contacts'));
          return { rows, more: rows.length >= PER_PAGE };
        },
        {
          provider: 'wealthbox',
          id: (row) => field(row, 'id'),
          name: (row) => text(field(row, 'name')) ?? personName(row),
          email: (row) => {
            const emails = list(field(row, 'email_addresses'));
            const principal = emails.find((e) => field(e, 'principal') === true);
            return text(field(principal ?? emails[0], 'address'));
          },
        },
      ),

    async addNote(contactId, note) {
      const answer = await crmJson(policy, 'Wealthbox', {
        method: 'POST',
        url: `${baseUrl}/notes`,
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          content: `${note.title}\n\n${note.body}`,
          linked_to: [{ id: Number(contactId), type: 'Contact' }],
        }),
      });
      return idText(field(answer, 'id'));
    },
  };
}
