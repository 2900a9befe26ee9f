import { spawnSync } from 'node:child_process';
import {
  NGINX_PATH,
  nginxMainConfig,
  startNginx,
  type NginxProcess,
} from '../../server/test/nginx-process.ts';
import { freePort } from './processes.ts';

export type { NginxProcess };

/** e.g. `nginx/1.22.1` (nginx -v writes to stderr). */
export function nginxVersion(): string {
  const { stderr } = spawnSync(NGINX_PATH, ['-v'], { encoding: 'utf8' });
  return /nginx\/[\d.]+/.exec(stderr ?? '')?.[0] ?? 'nginx';
}

/**
 * Debian's nginx serving the files under `root` on a free loopback port, one worker per core,
 * with a generated configuration in `prefix` (its temp folders, log and pid file go there too).
 */
export async function startStaticNginx(prefix: string, root: string): Promise<NginxProcess> {
  const port = await freePort();
  const http = `  types { video/mp4 mp4; }
  server {
    listen 127.0.0.1:${port};
    location / { root ${root}; }
  }`;
  return startNginx(prefix, nginxMainConfig(prefix, 'auto', http), port);
}
