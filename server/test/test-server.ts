import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ModelFiles } from '../ai/installed-models.ts';
import { createApp, type AppOptions } from '../app.ts';
import type { AppDeps } from '../deps.ts';
import type { Logger } from '../http/logger.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { TestClock } from './test-clock.ts';
import { testDeps } from './test-deps.ts';

export interface TestServer {
  url: string;
  deps: AppDeps;
  clock: TestClock;
  database: TestDatabase;
  /** fetch against the server, with a path like '/api/signup'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST a JSON body (or nothing) the way the PWA does. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Any method with a JSON body (or nothing) the way the PWA sends it. */
  send(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  close(): Promise<void>;
}

/** The real app listening on port 0 against a freshly migrated database of its own. */
export async function startTestServer(
  options: AppOptions & {
    env?: Record<string, string>;
    /** Serve an existing database (a "restart"); it is then left for its owner to drop. */
    database?: TestDatabase;
    clock?: TestClock;
    /** AI models to offer (tests generate tiny ones); none by default. */
    models?: ModelFiles;
    /** A logger to read (see log-capture.ts); the configured silent one by default. */
    logger?: Logger;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? new TestClock();
  // Listen first, so the configuration holds the real address as a deployed server's does.
  const server = http.createServer().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const env = { HOST: '127.0.0.1', PORT: String(port), ...options.env };
  const deps = await testDeps(database, clock, { ...options, env });
  server.on('request', createApp(deps, options).callback());
  const url = `http://127.0.0.1:${port}`;
  const fetchPath = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  const send: TestServer['send'] = (method, path, body, headers = {}) =>
    fetchPath(path, {
      method,
      headers: {
        Origin: url,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    url,
    deps,
    clock,
    database,
    fetch: fetchPath,
    post: (path, body, headers) => send('POST', path, body, headers),
    send,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.database) await database.drop();
    },
  };
}
