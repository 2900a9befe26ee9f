import type { CrmCredentials } from '../../shared/schemas/integrations.ts';
import type { OutboundPolicy } from './config.ts';
import type { OutboundRequest } from './safe-fetch.ts';
import {
  CrmError,
  crmJson,
  field,
  idText,
  list,
  searchContactPages,
  text,
  type CrmClient,
} from './crm-client.ts';

/** A REST API version every current org serves. */
export const SALESFORCE_API_VERSION = 'v60.0';

/** A SOQL string literal inside LIKE '%…%': quotes and backslashes escaped, wildcards literal. */
export const soqlLikeLiteral = (value: string) => value.replace(/[\\'%_]/g, (ch) => `\\${ch}`);

type SalesforceCredentials = Extract<CrmCredentials, { provider: 'salesforce' }>;

/**
 * A new access token for the refresh token (OAuth 2.0 refresh token flow, `POST
 * /services/oauth2/token` on the org's own domain). A refused refresh leaves the connection
 * refused; an outage of the token endpoint is an outage, retried later like any other.
 */
async function refreshedToken(
  policy: OutboundPolicy,
  creds: SalesforceCredentials,
  refused: CrmError,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: creds.refreshToken ?? '',
    client_id: creds.clientId ?? '',
    client_secret: creds.clientSecret ?? '',
  });
  let answer;
  try {
    answer = await crmJson(policy, 'Salesforce', {
      method: 'POST',
      url: `${creds.instanceUrl}/services/oauth2/token`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  } catch (err) {
    if (err instanceof CrmError && err.kind !== 'unavailable') {
      throw new CrmError('auth', `${refused.message}, and so did its refresh token`);
    }
    throw err;
  }
  const token = text(field(answer, 'access_token'));
  if (!token) throw new CrmError('unavailable', 'Salesforce gave no access token');
  return token;
}

/**
 * Salesforce REST API (developer.salesforce.com, REST API Developer Guide): OAuth 2.0 bearer
 * token against the org's instance URL; `GET /services/data/vXX.X/` (the resource list) needs
 * a valid token; `GET …/query?q=<SOQL>` answers `{ records, done, nextRecordsUrl }`, the next
 * batch being at `nextRecordsUrl`; a Task with `WhoId` = the contact, `Subject`, `Description`
 * and `Status: 'Completed'` (`POST …/sobjects/Task`) is an activity on the contact's record.
 * With a refresh token, a refused access token is renewed once and `onRefreshed` keeps it.
 */
export function salesforceClient(
  policy: OutboundPolicy,
  creds: SalesforceCredentials,
  onRefreshed: (fresh: SalesforceCredentials) => Promise<void> = async () => undefined,
): CrmClient {
  const base = `${creds.instanceUrl}/services/data/${SALESFORCE_API_VERSION}`;
  let current = creds;
  async function call(request: Omit<OutboundRequest, 'headers'>) {
    const send = () =>
      crmJson(policy, 'Salesforce', {
        method: request.method,
        url: request.url,
        body: request.body,
        headers: {
          Authorization: `Bearer ${current.accessToken}`,
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
      });
    try {
      return await send();
    } catch (err) {
      if (!(err instanceof CrmError) || err.kind !== 'auth' || !current.refreshToken) throw err;
      current = { ...current, accessToken: await refreshedToken(policy, current, err) };
      await onRefreshed(current);
      return send();
    }
  }
  const get = (url: string) => call({ method: 'GET', url });

  return {
    async check() {
      await get(`${base}/`);
      return `Salesforce at ${new URL(creds.instanceUrl).host}`;
    },

    searchContacts(query, max) {
      const soql =
        `SELECT Id, Name, Email FROM Contact WHERE Name LIKE '%${soqlLikeLiteral(query)}%' ` +
        `ORDER BY Name LIMIT ${max + 1}`;
      let url = `${base}/query?q=${encodeURIComponent(soql)}`;
      let next: string | null = null;
      return searchContactPages(
        max,
        async () => {
          if (next !== null) {
            // The next batch must be at the org itself, never wherever an answer points.
            const nextUrl = new URL(next, creds.instanceUrl);
            if (nextUrl.origin !== new URL(creds.instanceUrl).origin) {
              throw new CrmError('rejected', 'Salesforce pointed the next page at another server');
            }
            url = nextUrl.toString();
          }
          const answer = await get(url);
          next = text(field(answer, 'nextRecordsUrl'));
          return {
            rows: list(field(answer, 'records')),
            more: field(answer, 'done') === false && next !== null,
          };
        },
        {
          provider: 'salesforce',
          id: (row) => field(row, 'Id'),
          name: (row) => text(field(row, 'Name')),
          email: (row) => text(field(row, 'Email')),
        },
      );
    },

    async addNote(contactId, note) {
      const answer = await call({
        method: 'POST',
        url: `${base}/sobjects/Task`,
        body: JSON.stringify({
          WhoId: contactId,
          Subject: note.title.slice(0, 255),
          Description: note.body,
          Status: 'Completed',
          ActivityDate: note.occurredAt.slice(0, 10),
        }),
      });
      return idText(field(answer, 'id'));
    },
  };
}
