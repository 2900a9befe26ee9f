import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './processes.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxProcess {
  url: string;
  /** The master; the workers are its children. */
  pid: number;
  /** Master and workers, as they are now. */
  pids(): number[];
  /** SIGTERM (nginx's fast shutdown: the master stops its workers), forced after 5 s. */
  stop(): Promise<void>;
}

/** e.g. `nginx/1.22.1` (nginx -v writes to stderr). */
export function nginxVersion(): string {
  const { stderr } = spawnSync(NGINX_PATH, ['-v'], { encoding: 'utf8' });
  return /nginx\/[\d.]+/.exec(stderr ?? '')?.[0] ?? 'nginx';
}

const live = new Set<ChildProcess>();
// nginx's workers outlive a SIGKILLed master, so a crashed bench asks the master to stop them.
process.once('exit', () => {
  for (const child of live) child.kill('SIGTERM');
});

/** Direct children of `pid`, from /proc (nginx's workers, found without a pid file per worker). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function config(prefix: string, root: string, port: number): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, `${name}_temp`)};`;
  return `daemon off;
master_process on;
worker_processes auto;
error_log ${path.join(prefix, 'error.log')} warn;
pid ${path.join(prefix, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  types { video/mp4 mp4; }
  default_type application/octet-stream;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    location / { root ${root}; }
  }
}
`;
}

/**
 * Debian's nginx serving the files under `root` on a free loopback port, with a generated
 * configuration in `prefix` (its temp folders, log and pid file go there too). `root` and its
 * files must be readable by nginx's unprivileged workers.
 */
export async function startNginx(prefix: string, root: string): Promise<NginxProcess> {
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, config(prefix, root, port));
  const errorLog = path.join(prefix, 'error.log');
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', conf, '-e', errorLog], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => {
    const errors = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
    return `${log}${errors}`;
  };
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid ?? 0;
  const nginx: NginxProcess = {
    url,
    pid,
    pids: () => [pid, ...childrenOf(pid)],
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const force = setTimeout(() => {
          for (const worker of childrenOf(pid)) {
            try {
              process.kill(worker, 'SIGKILL');
            } catch {
              // already gone
            }
          }
          child.kill('SIGKILL');
        }, 5_000);
        await exited;
        clearTimeout(force);
      }
      live.delete(child);
    },
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      live.delete(child);
      throw new Error(`nginx exited before answering:\n${output()}`);
    }
    try {
      // Any answer (404 for the bare root) means it is listening.
      await (await fetch(`${url}/`)).arrayBuffer();
      return nginx;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await nginx.stop();
      throw new Error(`nginx at ${url} did not answer within 10 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
