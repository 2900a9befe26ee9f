import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the vendors' APIs, which no test here can reach: one local HTTP server that
 * implements the documented endpoints Briefcast calls, under a prefix per vendor —
 * `/redtail` (Redtail CRM public API v1), `/wealthbox` (Wealthbox API v1), and the Salesforce
 * REST API at the root (the instance URL). It checks each vendor's auth header shape as
 * documented and records every request so tests can assert what was sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface CrmStandIn {
  url: string;
  requests: RecordedRequest[];
  /** The credentials each vendor accepts; change one to make it answer 401. */
  accepted: {
    redtail: { apiKey: string; userKey: string };
    wealthbox: string;
    salesforce: string;
  };
  /** The refresh token and connected app Salesforce's token endpoint accepts. */
  salesforceOAuth: { refreshToken: string; clientId: string; clientSecret: string };
  /** HTTP statuses to answer the next note-creating requests with, in order. */
  failNextNotes: number[];
  /** How many contacts named "Jordan Example <n>" each vendor holds. */
  contactCount: number;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startCrmStandIn(): Promise<CrmStandIn> {
  const state: Omit<CrmStandIn, 'url' | 'close'> = {
    requests: [],
    accepted: {
      redtail: { apiKey: 'rt-api-key-0001', userKey: 'rt-user-key-9876' },
      wealthbox: 'wb-token-abcdef-5555',
      salesforce: 'sf-token-00D-7777',
    },
    salesforceOAuth: {
      refreshToken: 'sf-refresh-1',
      clientId: 'sf-app',
      clientSecret: 'sf-app-secret',
    },
    failNextNotes: [],
    contactCount: 30,
  };
  const contacts = (query: string) =>
    Array.from({ length: state.contactCount }, (_, i) => ({
      id: 1000 + i,
      name: `Jordan Example ${i + 1}`,
    })).filter((c) => c.name.toLowerCase().includes(query.toLowerCase()));

  function noteFailure(res: http.ServerResponse): boolean {
    const status = state.failNextNotes.shift();
    if (status === undefined) return false;
    json(res, status, { error: 'stand-in failure' });
    return true;
  }

  function redtail(req: RecordedRequest, url: URL, res: http.ServerResponse) {
    const { apiKey, userKey } = state.accepted.redtail;
    const expected = `Userkeyauth ${Buffer.from(`${apiKey}:${userKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return json(res, 401, { error: 'unauthorized' });
    const path = url.pathname.slice('/redtail'.length);
    if (req.method === 'GET' && path === '/authentication') {
      return json(res, 200, { authenticated_user: { first_name: 'Ana', last_name: 'Diaz' } });
    }
    if (req.method === 'GET' && path === '/contacts/search') {
      const all = contacts(url.searchParams.get('name') ?? '');
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = 20;
      return json(res, 200, {
        contacts: all.slice((page - 1) * perPage, page * perPage).map((c) => ({
          id: c.id,
          first_name: c.name.split(' ')[0],
          last_name: c.name.split(' ').slice(1).join(' '),
          full_name: c.name,
        })),
        meta: { total_records: all.length, total_pages: Math.ceil(all.length / perPage) },
      });
    }
    const note = /^\/contacts\/(\d+)\/notes$/.exec(path);
    if (req.method === 'POST' && note) {
      if (noteFailure(res)) return;
      return json(res, 201, { note: { id: 77, contact_id: Number(note[1]) } });
    }
    json(res, 404, { error: 'not found' });
  }

  function wealthbox(req: RecordedRequest, url: URL, res: http.ServerResponse) {
    if (req.headers.access_token !== state.accepted.wealthbox) {
      return json(res, 401, { error: 'unauthorized' });
    }
    const path = url.pathname.slice('/wealthbox'.length);
    if (req.method === 'GET' && path === '/me') {
      return json(res, 200, { id: 1, name: 'Ana Diaz', email: 'ana@example.com' });
    }
    if (req.method === 'GET' && path === '/contacts') {
      const all = contacts(url.searchParams.get('name') ?? '');
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 25);
      return json(res, 200, {
        contacts: all.slice((page - 1) * perPage, page * perPage).map((c) => ({
          id: c.id,
          name: c.name,
          email_addresses: [{ address: `c${c.id}@example.com`, principal: true }],
        })),
        meta: { total_count: all.length },
      });
    }
    if (req.method === 'POST' && path === '/notes') {
      if (noteFailure(res)) return;
      return json(res, 200, {
        id: 555,
        content: (JSON.parse(req.body) as { content: string }).content,
      });
    }
    json(res, 404, { error: 'not found' });
  }

  function salesforce(req: RecordedRequest, url: URL, res: http.ServerResponse) {
    // OAuth 2.0 refresh token flow: a new access token, which from then on is the valid one.
    if (req.method === 'POST' && url.pathname === '/services/oauth2/token') {
      const form = new URLSearchParams(req.body);
      const { refreshToken, clientId, clientSecret } = state.salesforceOAuth;
      if (
        form.get('grant_type') !== 'refresh_token' ||
        form.get('refresh_token') !== refreshToken ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret
      ) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'expired access/refresh token',
        });
      }
      state.accepted.salesforce = `sf-token-renewed-${state.requests.length}`;
      return json(res, 200, {
        access_token: state.accepted.salesforce,
        instance_url: `http://${req.headers.host}`,
        token_type: 'Bearer',
      });
    }
    if (req.headers.authorization !== `Bearer ${state.accepted.salesforce}`) {
      return json(res, 401, [
        { message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' },
      ]);
    }
    const base = '/services/data/v60.0';
    if (req.method === 'GET' && url.pathname === `${base}/`) {
      return json(res, 200, { sobjects: `${base}/sobjects`, query: `${base}/query` });
    }
    // Batches of 12, the rest at nextRecordsUrl, as the query resource does with its locator.
    const batch = (all: { id: number; name: string }[], from: number) => ({
      totalSize: all.length,
      done: from + 12 >= all.length,
      ...(from + 12 < all.length
        ? { nextRecordsUrl: `${base}/query/01gD0000002HU6KIAW-${from + 12}` }
        : {}),
      records: all.slice(from, from + 12).map((c) => ({
        attributes: { type: 'Contact' },
        Id: `003${String(c.id).padStart(15, '0')}`,
        Name: c.name,
        Email: null,
      })),
    });
    if (req.method === 'GET' && url.pathname === `${base}/query`) {
      const soql = url.searchParams.get('q') ?? '';
      const like = /LIKE '%(.*)%'/.exec(soql)?.[1] ?? '';
      return json(res, 200, batch(contacts(like.replace(/\\(.)/g, '$1')), 0));
    }
    const more = new RegExp(`^${base}/query/01gD0000002HU6KIAW-(\\d+)$`).exec(url.pathname);
    if (req.method === 'GET' && more) return json(res, 200, batch(contacts(''), Number(more[1])));
    if (req.method === 'POST' && url.pathname === `${base}/sobjects/Task`) {
      if (noteFailure(res)) return;
      return json(res, 201, { id: '00T000000000001AAA', success: true, errors: [] });
    }
    json(res, 404, [{ errorCode: 'NOT_FOUND' }]);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const recorded = {
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      state.requests.push(recorded);
      if (url.pathname.startsWith('/redtail/')) return redtail(recorded, url, res);
      if (url.pathname.startsWith('/wealthbox/')) return wealthbox(recorded, url, res);
      salesforce(recorded, url, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
