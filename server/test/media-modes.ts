import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/processes.ts';
import { nginxInstalled } from './nginx-process.ts';
import { startOffloadProxy } from './offload-proxy.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * How a share page's media reaches the viewer: streamed by the server itself (the default), or
 * with MEDIA_OFFLOAD=x-accel through the nginx configuration Briefcast ships, nginx sending the
 * bytes. Without nginx the second is left out locally, but CI runs it and fails.
 */
export const NGINX_TESTS_RUN = nginxInstalled() || process.env.CI === 'true';
export const MEDIA_MODES = [
  'streamed by the server',
  ...(NGINX_TESTS_RUN ? (['sent by nginx'] as const) : []),
] as const;
export type MediaMode = (typeof MEDIA_MODES)[number] | 'sent by nginx';

/**
 * A test server for `mode`. Sent by nginx, every `fetch` (the GETs a viewer's browser makes)
 * goes through nginx, while `post` and `send` (an advisor's or viewer's API calls) go straight
 * to the server, as the same-origin check knows its own address only.
 */
export async function startMediaTestServer(
  mode: MediaMode,
  options: Pick<Parameters<typeof startTestServer>[0] & {}, 'database' | 'clock'> = {},
): Promise<TestServer> {
  if (mode === 'streamed by the server') return startTestServer(options);
  const server = await startTestServer({ ...options, env: { MEDIA_OFFLOAD: 'x-accel' } });
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-nginx-'));
  try {
    const nginx = await startOffloadProxy({
      prefix,
      upstreamPort: Number(new URL(server.url).port),
      port: await freePort(),
      blobsDir: path.join(server.deps.config.dataDir, 'blobs'),
      workers: 1,
    });
    return {
      ...server,
      fetch: (requestPath, init) => fetch(`${nginx.url}${requestPath}`, init),
      async close() {
        await nginx.stop();
        await server.close();
        fs.rmSync(prefix, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await server.close();
    throw err;
  }
}
