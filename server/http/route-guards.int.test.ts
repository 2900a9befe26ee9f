import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { buildAdvisor } from '../test/factories.ts';
import { listRoutes, type RouteEntry } from '../test/routes.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { UPLOADS_PATH } from '../uploads/tus-server.ts';

/**
 * Every route the app's routers register (read from the app, so a new route is covered the day
 * it is added) is sent hostile input by someone who may not use it. The guard must answer
 * before the body is read or validated: 401 signed out, 403 for an advisor on a compliance
 * route — never a 400 that tells a stranger what the route accepts, never a 500.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The routes anyone may call: sign-in and its neighbours, the share pages, health, pricing. */
const PUBLIC_ROUTES: RegExp[] = [
  /^\/healthz$/,
  /^\/metrics$/,
  /^\/api\/firm$/,
  /^\/api\/signup$/,
  /^\/api\/auth\/(login|logout|me|forgot-password|reset-password(\/link)?)$/,
  /^\/api\/pricing\//,
  /^\/api\/share\/:link(\/|$)/,
  /^\/share(\/|$)/,
  /^\/media\/share\//,
  /^\/media\/branding\//,
];
const isPublic = (route: RouteEntry) => PUBLIC_ROUTES.some((pattern) => pattern.test(route.path));

/** The upload protocol is a middleware of its own, not a router, so its routes are named here. */
const UPLOAD_ROUTES: RouteEntry[] = [
  { method: 'POST', path: UPLOADS_PATH, input: undefined },
  { method: 'PATCH', path: `${UPLOADS_PATH}/:id`, input: undefined },
];

const deepJson = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

/** Bodies each of which a route that read it first would refuse with a 4xx of its own. */
const HOSTILE_BODIES = [
  '{',
  '[]',
  '"text"',
  deepJson(20_000),
  '{"a":"\\u0000"}',
  '{"title":42,"email":[],"planId":{"__proto__":{"admin":true}}}',
  `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`,
];
const HOSTILE_QUERY = `?limit=-1&from=0000-01-01&to=yesterday&cursor=x&q=${'x'.repeat(5000)}`;

const pathOf = (route: RouteEntry) => route.path.replace(/:(\w+)/g, () => randomUUID());

async function statusesOf(route: RouteEntry, cookie: string | undefined): Promise<number[]> {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const requests = withBody
    ? HOSTILE_BODIES.map((body) => ({ path: pathOf(route), body }))
    : [{ path: `${pathOf(route)}${HOSTILE_QUERY}`, body: undefined }];
  const statuses: number[] = [];
  for (const { path, body } of requests) {
    const response = await server.fetch(path, {
      method: route.method,
      headers: {
        Origin: server.url,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

/** `METHOD path: status` for each request whose answer was not `expected`. */
async function wrongAnswers(routes: RouteEntry[], cookie: string | undefined, expected: number) {
  const wrong: string[] = [];
  for (const route of routes) {
    for (const status of await statusesOf(route, cookie)) {
      if (status !== expected) wrong.push(`${route.method} ${route.path}: ${status}`);
    }
  }
  return wrong;
}

const appRoutes = () => listRoutes(createApp(server.deps));

describe('route guards answer before any input is read', () => {
  it('every advisor and compliance route answers a signed-out request with hostile input 401', async () => {
    const guarded = [...appRoutes().filter((route) => !isPublic(route)), ...UPLOAD_ROUTES];
    // Enough that the sweep is not quietly empty: every feature's routes are in it.
    expect(guarded.length).toBeGreaterThan(50);
    expect(guarded.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/settings/branding', '/api/compliance/videos/:id/approval']),
    );
    expect(await wrongAnswers(guarded, undefined, 401)).toEqual([]);
  });

  it('every compliance route answers a signed-in advisor without the role 403, whatever was sent', async () => {
    const compliance = appRoutes().filter(
      // Besides these two, which any advisor may ask: whether they supervise, and why their
      // download switch is off.
      (route) =>
        route.path.includes('/compliance/') &&
        !['/access', '/download-policy'].some((end) => route.path.endsWith(end)),
    );
    expect(compliance.length).toBeGreaterThan(6);
    const wrong: string[] = [];
    for (const route of compliance) {
      // An account for each route: one refused 30 times within 15 minutes is slowed down (429),
      // and the sweep sends more than that.
      const { cookie } = await buildAdvisor(server);
      wrong.push(...(await wrongAnswers([route], cookie, 403)));
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in advisor’s malformed body still gets its 400 from the route', async () => {
    const { cookie } = await buildAdvisor(server);
    const response = await server.send('PATCH', '/api/settings/contact', undefined, {
      Cookie: cookie,
    });
    expect(response.status).toBe(400);
    const malformed = await server.fetch('/api/settings/contact', {
      method: 'PATCH',
      headers: { Origin: server.url, Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Request body is not valid JSON' });
  });
});
