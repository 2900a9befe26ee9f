import path from 'node:path';
import { freePort, startServer, type ServerProcess } from '../../bench/lib/processes.ts';
import type { VideoResponse } from '../../shared/api/videos.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { sessionCookie, signupBody } from './factories.ts';
import { TusTestClient } from './tus-test-client.ts';
import { createBody } from './videos.ts';

/**
 * The server as its own process (`server/main.ts` through tsx), for what an in-process
 * server cannot show: being killed outright and started again on the same data.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** Command-line arguments, e.g. `['--role', 'web']`. */
  args: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  return startServer(['--import', 'tsx', path.join(PROJECT_ROOT, 'server', 'main.ts'), ...args], {
    port,
    cwd: PROJECT_ROOT,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
}

/**
 * Signs up on a server process and saves a video declaring `bytes`, as the PWA does, ready
 * for its upload: the advisor's cookie, the video and a tus client of theirs.
 */
export async function saveVideoOn(
  server: ServerProcess,
  bytes: Buffer,
  overrides: Record<string, unknown> = {},
) {
  const signup = await fetch(`${server.url}/api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(signupBody()),
  });
  const cookie = sessionCookie(signup);
  const created = await fetch(`${server.url}/api/videos`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
    body: JSON.stringify(createBody(bytes, overrides)),
  });
  const { video } = (await created.json()) as VideoResponse;
  return { cookie, video, tus: new TusTestClient(server, cookie) };
}
