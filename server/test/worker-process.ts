import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';

export interface WorkerProcess {
  pid: number;
  /** Everything the worker wrote, for error messages. */
  output(): string;
  /** SIGTERM (it hands its job back) unless told otherwise, e.g. SIGKILL; resolves once it has ended. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const READY = 'background jobs are running';

/**
 * `server/main.ts --role worker` as its own process (through tsx): it serves no HTTP, so it
 * is ready once it logs that its jobs are running.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(PROJECT_ROOT, 'server', 'main.ts'), '--role', 'worker'],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const exited = once(child, 'exit');
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(READY)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the worker exited before it was ready:\n${log}`)));
  });
  const worker: WorkerProcess = {
    pid: child.pid ?? 0,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
  const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    await ready;
  } finally {
    clearTimeout(timeout);
  }
  return worker;
}
