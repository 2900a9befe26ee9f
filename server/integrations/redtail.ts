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

/**
 * Redtail CRM's public REST API (help.redtailtechnology.com, "Authentication Methods" and the
 * v1 API reference): `Authorization: Userkeyauth <base64("<API key>:<user key>")>`;
 * `GET /contacts/search?name=&page=` answers `{ contacts, meta: { total_pages } }`;
 * `POST /contacts/{id}/notes` adds a note (`note_type` 1 is a plain note; `body` its text).
 */
export function redtailClient(
  policy: OutboundPolicy,
  baseUrl: string,
  creds: { apiKey: string; userKey: string },
): CrmClient {
  const headers = {
    Authorization: `Userkeyauth ${Buffer.from(`${creds.apiKey}:${creds.userKey}`).toString('base64')}`,
  };
  const get = (path: string) =>
    crmJson(policy, 'Redtail CRM', { method: 'GET', url: `${baseUrl}${path}`, headers });

  return {
    async check() {
      // The authentication resource: the cheapest call that needs valid keys.
      const answer = await get('/authentication');
      const user = field(answer, 'authenticated_user');
      const name = [text(field(user, 'first_name')), text(field(user, 'last_name'))]
        .filter(Boolean)
        .join(' ');
      return name ? `Redtail CRM as ${name}` : 'Redtail CRM';
    },

    searchContacts: (query, max) =>
      searchContactPages(
        max,
        async (page) => {
          const answer = await get(
            `/contacts/search?name=${encodeURIComponent(query)}&page=${page}`,
          );
          const rows = list(field(answer, 'contacts'));
          const totalPages = Number(field(field(answer, 'meta'), 'total_pages') ?? 0);
          return { rows, more: rows.length > 0 && page < totalPages };
        },
        {
          provider: 'redtail',
          id: (row) => field(row, 'id'),
          name: (row) => text(field(row, 'full_name')) ?? personName(row),
          email: (row) => text(field(list(field(row, 'emails'))[0], 'address')),
        },
      ),

    async addNote(contactId, note) {
      const answer = await crmJson(policy, 'Redtail CRM', {
        method: 'POST',
        url: `${baseUrl}/contacts/${encodeURIComponent(contactId)}/notes`,
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          note_type: 1,
          pinned: false,
          draft: false,
          body: `${note.title}\n\n${note.body}`,
        }),
      });
      return idText(field(field(answer, 'note'), 'id') ?? field(answer, 'id'));
    },
  };
}
