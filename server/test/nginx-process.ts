import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian's nginx (apt-get install nginx); NGINX_PATH names another. */
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

export const nginxInstalled = () => fs.existsSync(NGINX_PATH);

const live = new Set<ChildProcess>();
// nginx's workers outlive a SIGKILLed master, so a crashed run asks the master to stop them.
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

/**
 * The main context of a configuration whose `http` block holds `http`: in the foreground, its
 * log, pid file and temp folders in `prefix`. As root its workers run as root too, so they read
 * the same files the test or bench wrote (a non-root nginx ignores `user`).
 */
export function nginxMainConfig(prefix: string, workers: number | 'auto', http: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, `${name}_temp`)};`;
  return `daemon off;
master_process on;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes ${workers};
error_log ${path.join(prefix, 'error.log')} warn;
pid ${path.join(prefix, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  default_type application/octet-stream;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${http}
}
`;
}

/**
 * Starts nginx with `config` (from nginxMainConfig, listening on `port` of 127.0.0.1), written to
 * `prefix`, and resolves once it answers. Fails, never skips, when nginx is not installed.
 */
export async function startNginx(
  prefix: string,
  config: string,
  port: number,
): Promise<NginxProcess> {
  if (!nginxInstalled()) {
    throw new Error(`nginx is not installed at ${NGINX_PATH} (apt-get install nginx)`);
  }
  const conf = path.join(prefix, 'nginx.conf');
  fs.mkdirSync(prefix, { recursive: true });
  fs.writeFileSync(conf, config);
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
      // Any answer means it is listening.
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
