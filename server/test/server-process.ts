import path from 'node:path';
import { freePort, startServer, type ServerProcess } from '../../bench/lib/processes.ts';
import { PROJECT_ROOT } from '../paths.ts';

/**
 * The server as its own process (`server/main.ts` through tsx), for what an in-process
 * server cannot show: being killed outright and started again on the same data.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  return startServer(['--import', 'tsx', path.join(PROJECT_ROOT, 'server', 'main.ts')], {
    port,
    cwd: PROJECT_ROOT,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
}
