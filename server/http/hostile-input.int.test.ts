import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { buildAdvisor, type SignedInAdvisor } from '../test/factories.ts';
import { fieldsOf, listRoutes, type RouteEntry } from '../test/routes.ts';
import { buildSharedVideo, ShareVisitor, type SharedVideo } from '../test/shares.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Sends hostile values to every route the app's routers register (read from the app, so a new
 * route is covered without anyone adding it), signed in as an advisor and as a client who
 * accepted a video's terms, and asserts that nothing answers with a 5xx.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const deepJson = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

/** Values a field may receive from someone who is not using the app. */
const HOSTILE_VALUES: unknown[] = [
  '',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\ud800',
  'x'.repeat(300_000),
  '😀'.repeat(500),
  'NaN',
  'Infinity',
  '1e309',
  '2030-12-31T10:00:00+23',
  '0000-01-01',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '%00',
  'http://localhost./',
  0,
  -1,
  1e308,
  2 ** 53 + 1,
  true,
  null,
  [],
  {},
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

/** Whole bodies that are not what any route expects. */
const HOSTILE_BODIES: string[] = [
  deepJson(20_000),
  deepJson(17),
  '[]',
  '"text"',
  '{',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`,
];

interface World {
  advisor: SignedInAdvisor;
  shared: SharedVideo;
  visitor: ShareVisitor;
  disclosureSha256: string;
}

async function buildWorld(): Promise<World> {
  const advisor = await buildAdvisor(server);
  const shared = await buildSharedVideo(server, { advisor });
  const visitor = new ShareVisitor(server);
  const { branding } = await visitor.share(shared.link);
  await visitor.accept(shared.link);
  return { advisor, shared, visitor, disclosureSha256: branding.disclosureSha256 };
}

/** A value each field accepts, so that one hostile field at a time reaches the handler. */
function validExample(field: string, world: World): unknown {
  const examples: Record<string, unknown> = {
    advisorName: 'Ana Diaz',
    companyName: 'Diaz Wealth',
    email: `fuzz.${randomUUID()}@example.com`,
    newEmail: `fuzz.${randomUUID()}@example.com`,
    password: world.advisor.password,
    currentPassword: world.advisor.password,
    code: '123456',
    newPassword: 'another good passphrase',
    agreeToTerms: true,
    token: '123456',
    planId: 'starter',
    phone: '+1 555 123 4567',
    calendarLink: 'https://cal.example.com/ana',
    disclosureText: 'Past performance is no guarantee.',
    notifyOnActivity: true,
    primaryColor: '#112233',
    secondaryColor: '#445566',
    clientRequestId: randomUUID(),
    clientName: 'Jordan Smith',
    title: 'Review',
    description: 'Notes',
    durationSeconds: 3,
    captionsEnabled: true,
    includeProfilePicture: false,
    timeZone: 'America/New_York',
    upload: { size: 10, sha256: 'a'.repeat(64), contentType: 'video/webm' },
    shareExpiresAt: '2099-01-01T00:00:00Z',
    q: 'review',
    from: '2026-01-01',
    to: '2026-01-31',
    limit: '10',
    apiKey: 'key-123',
    userKey: 'user-123',
    accessToken: 'token-123',
    instanceUrl: 'https://acme.my.salesforce.com',
    contact: { provider: 'redtail', contactId: 'c1', displayName: 'Jordan' },
    url: 'https://hooks.example.com/briefcast',
    sessionId: world.visitor.sessionId,
    disclosureSha256: world.disclosureSha256,
    event: 'VIDEO_PLAYED',
    position: 1,
    type: 'custom',
    message: 'Thank you',
    note: 'Looks fine',
    decision: 'approved',
    requireApproval: false,
  };
  return examples[field];
}

const PARAM_VALUES = (world: World): Record<string, string[]> => ({
  id: [world.shared.video.id, randomUUID(), 'not-a-uuid', 'x'.repeat(3000), '%E2%80%AE', '%ZZ'],
  link: [world.shared.link, 'no-such-link', 'x'.repeat(3000), '%ZZ', '%E2%80%AE'],
  provider: ['redtail', 'nope'],
  version: ['1', '0', '99999999999'],
  file: ['mp4', 'x'],
});

/** The route's path with each `:param` filled, every value of each in turn (the first as base). */
function pathsOf(route: RouteEntry, world: World): string[] {
  const values = PARAM_VALUES(world);
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const fill = (choose: (name: string) => string) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => choose(name));
  const base = fill((name) => values[name]?.[0] ?? 'x');
  const variants = names.flatMap((varied) =>
    (values[varied] ?? ['x']).map((value) =>
      fill((name) => (name === varied ? value : (values[name]?.[0] ?? 'x'))),
    ),
  );
  return [...new Set([base, ...variants])];
}

interface Probe {
  method: string;
  path: string;
  body?: string;
  who: 'advisor' | 'visitor';
}

function probesOf(route: RouteEntry, world: World): Probe[] {
  const [basePath = route.path, ...otherPaths] = pathsOf(route, world);
  const entries = route.input ? fieldsOf(route.input.schema) : [];
  const fields = entries.map((entry) => entry.name);
  // Only what is required: each optional field then reaches the handler alone.
  const base = Object.fromEntries(
    entries
      .filter((entry) => !entry.optional)
      .map((entry) => [entry.name, validExample(entry.name, world)])
      .filter(([, value]) => value !== undefined),
  );
  const probes: Omit<Probe, 'who'>[] = [];
  const withQuery = (query: Record<string, unknown>) =>
    `${basePath}?${new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ).toString()}`;
  if (route.input?.from === 'query') {
    probes.push({ method: route.method, path: withQuery(base) });
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        if (typeof value !== 'string') continue;
        probes.push({ method: route.method, path: withQuery({ ...base, [field]: value }) });
      }
      probes.push({ method: route.method, path: `${withQuery(base)}&${field}=a&${field}=b` });
    }
  } else {
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : base;
    probes.push({ method: route.method, path: basePath, body: body && JSON.stringify(body) });
    probes.push({ method: route.method, path: `${basePath}?q=%00&cursor=%ZZ&from=0000-01-01` });
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        probes.push({
          method: route.method,
          path: basePath,
          body: JSON.stringify({ ...base, [field]: value }),
        });
      }
    }
    if (route.method !== 'GET') {
      // Nested 20,000 deep inside each field, where a schema would recurse through it.
      for (const field of fields) {
        const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
        const rest = JSON.stringify({ ...base, [field]: 0 }).replace(
          `"${field}":0`,
          `"${field}":${deep}`,
        );
        probes.push({ method: route.method, path: basePath, body: rest });
      }
      for (const raw of HOSTILE_BODIES)
        probes.push({ method: route.method, path: basePath, body: raw });
    }
  }
  for (const path of otherPaths) probes.push({ method: route.method, path });
  return probes.flatMap((probe) => [
    { ...probe, who: 'advisor' as const },
    { ...probe, who: 'visitor' as const },
  ]);
}

async function send(probe: Probe, world: World): Promise<number> {
  const cookie =
    probe.who === 'advisor'
      ? world.advisor.cookie
      : [...world.visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await server.fetch(probe.path, {
    method: probe.method,
    headers: {
      Origin: server.url,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(probe.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(probe.body === undefined ? {} : { body: probe.body }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Runs `tasks` a few at a time: enough to be quick, few enough for a shared machine. */
async function inBatches<T>(items: T[], size: number, task: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(task));
  }
}

/** True while the world's advisor is signed in and its video is still there. */
async function stillStanding(world: World): Promise<boolean> {
  const response = await server.fetch(`/api/videos/${world.shared.video.id}`, {
    headers: { Cookie: world.advisor.cookie },
  });
  await response.arrayBuffer();
  return response.status === 200;
}

const short = (text: string | undefined) =>
  text && text.length > 120 ? `${text.slice(0, 120)}… (${text.length} chars)` : text;

it(
  'answers every route with hostile input without a server error',
  async () => {
    const routes = listRoutes(createApp(server.deps));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let world = await buildWorld();
    let sent = 0;
    for (const route of routes) {
      await inBatches(probesOf(route, world), 6, async (probe) => {
        const status = await send(probe, world);
        sent += 1;
        if (status >= 500) {
          failures.push(
            `${status} ${probe.who} ${probe.method} ${short(probe.path)} ${short(probe.body)}`,
          );
        }
      });
      // A route may sign the advisor out, change their password or delete the video.
      if (!(await stillStanding(world))) world = await buildWorld();
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  },
  15 * 60_000,
);

/** fetch refuses methods such as TRACE, so these go through node:http. */
function statusOf(method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

it('answers unknown methods on every kind of path with a 4xx', async () => {
  const world = await buildWorld();
  const paths = [
    '/',
    '/index.html',
    '/assets/none.js',
    `/share/${world.shared.link}`,
    `/media/share/${world.shared.link}/video`,
    '/api/videos',
    '/healthz',
  ];
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'COPY', 'LOCK', 'PURGE', 'SEARCH']) {
    for (const path of paths) {
      expect(await statusOf(method, path), `${method} ${path}`).toBe(405);
    }
  }
});
