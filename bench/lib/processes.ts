import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the child wrote, for error messages. */
  output(): string;
  /** How the process ended: null while it runs or when a signal ended it. */
  exitCode(): number | null;
  /** SIGTERM (a graceful stop, forced after 5 s) unless told otherwise, e.g. SIGKILL. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const live = new Set<ChildProcess>();
// A crash in the bench must not leave servers holding ports and CPU behind.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a command with the terminal attached (e.g. a build) and rejects if it fails. */
export async function runCommand(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  live.add(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  }).finally(() => live.delete(child));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

async function waitForHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before becoming healthy:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} did not answer /healthz with 200 within 30 s:\n${output()}`);
}

/** Starts `node <args>` serving on 127.0.0.1:<port> and resolves once /healthz answers 200. */
export async function startServer(
  args: string[],
  options: { port: number; cwd: string; env?: Record<string, string> },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    url,
    pid: child.pid ?? 0,
    output: () => log,
    exitCode: () => child.exitCode,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        // A graceful shutdown may wait on sockets; the bench should not.
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(force);
      }
      live.delete(child);
    },
  };
  try {
    await waitForHealthy(url, child, () => log);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

/** The repository the benches run from. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BUILT_SERVER = path.join(ROOT, 'dist', 'server', 'main.js');
export const BUILT_PWA = path.join(ROOT, 'dist', 'pwa');

/** Builds the product first when dist/ lacks the server or the PWA, so a bench measures it. */
export async function ensureBuilt(): Promise<void> {
  if (fs.existsSync(BUILT_SERVER) && fs.existsSync(BUILT_PWA)) return;
  console.error('bench: dist/ is incomplete, running npm run build');
  await runCommand('npm', ['run', 'build'], ROOT);
}

/**
 * The built Briefcast server on a free port, quiet logs; `main` may name another build's
 * main.js, `role` start only its web side (e.g. beside a server already working jobs), and
 * `env` add settings.
 */
export async function startBuiltServer(
  dataDir: string,
  {
    main = BUILT_SERVER,
    role,
    env = {},
  }: { main?: string; role?: 'web'; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  return startServer([main, ...(role ? [`--role=${role}`] : [])], {
    port,
    cwd: ROOT,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
}
