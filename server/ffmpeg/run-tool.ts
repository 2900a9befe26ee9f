import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * A tool must die with the process that started it: a worker killed outright (SIGKILL, the OOM
 * killer) would otherwise leave ffmpeg encoding on as an orphan beside the job's retry. On Linux
 * `setpriv --pdeathsig KILL` asks the kernel for that, then execs the tool in place, so the
 * child's pid, exit code and signals are the tool's own. Elsewhere the tool runs directly.
 */
const SETPRIV = '/usr/bin/setpriv';
const diesWithParent = process.platform === 'linux' && fs.existsSync(SETPRIV);

function spawnTool(bin: string, args: string[], env: Record<string, string> | undefined) {
  const options = {
    stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
    env: env ? { ...process.env, ...env } : process.env,
  };
  return diesWithParent
    ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', bin, ...args], options)
    : spawn(bin, args, options);
}

/** A priority the system refuses to set only leaves the tool as fast as any other. */
function lowerPriority(pid: number, niceness: number): void {
  try {
    os.setPriority(pid, niceness);
  } catch {
    // The process may already have ended, or the system may not allow it: nothing is lost.
  }
}

/** The tool ran and failed: the file is not what it should be (or the tool gave up on it). */
export class MediaToolError extends Error {}

export interface RunOptions {
  /** Kills the tool when it aborts (a job cancelled, the worker stopping). */
  signal?: AbortSignal | undefined;
  /** Kills the tool after this long: a stuck encode must not hold a worker for ever. */
  timeoutMs: number;
  /**
   * Runs the tool at this lower CPU priority (a Unix nice value, 1 to 19): work no one waits for
   * yields the cores to work someone does, such as the next video being processed.
   */
  niceness?: number;
  /** Set for the tool beside the process's own environment. */
  env?: Record<string, string>;
}

const STDERR_KEPT = 4000;

/**
 * Runs ffmpeg or ffprobe with an argument array (never a shell) and resolves to its standard
 * output. A non-zero exit rejects with MediaToolError carrying the end of its stderr; a
 * cancel or timeout kills the child (SIGKILL: ffmpeg may ignore SIGTERM while writing) and
 * rejects with the abort reason or a timeout error; a child killed by anyone else rejects
 * with a plain Error, since that says nothing about the file.
 */
/** setpriv could not exec the tool: said as spawn says it, so callers see one error either way. */
function couldNotStart(bin: string, stderr: string): Error {
  const missing = stderr.includes('No such file or directory');
  return Object.assign(
    new Error(`spawn ${bin} ${missing ? 'ENOENT' : 'failed'}: ${stderr.trim()}`),
    {
      code: missing ? 'ENOENT' : 'EACCES',
    },
  );
}

export function runTool(bin: string, args: string[], options: RunOptions): Promise<Buffer> {
  const { signal, timeoutMs } = options;
  return new Promise<Buffer>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const child = spawnTool(bin, args, options.env);
    if (options.niceness && child.pid !== undefined) lowerPriority(child.pid, options.niceness);
    const out: Buffer[] = [];
    let stderr = '';
    let stopped: Error | undefined;
    const stop = (reason: Error) => {
      stopped ??= reason;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop(signal?.reason as Error);
    const timer = setTimeout(
      () => stop(new MediaToolError(`${bin} took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT);
    });
    const settle = (err: Error | undefined) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve(Buffer.concat(out));
    };
    // A tool that cannot start (not installed) reports only this; 'close' may never follow.
    child.once('error', settle);
    child.once('close', (code, killedBy) => {
      if (stopped) return settle(stopped);
      // Killed from outside (the OOM killer, an operator): nothing to say about the file, so
      // a plain error the job queue retries, never a verdict on the video.
      if (killedBy) return settle(new Error(`${bin} was killed (${killedBy})`));
      if (diesWithParent && code === 127 && stderr.startsWith('setpriv: failed to execute')) {
        return settle(couldNotStart(bin, stderr));
      }
      if (code !== 0) {
        return settle(new MediaToolError(stderr.trim() || `${bin} exited with code ${code}`));
      }
      settle(undefined);
    });
  });
}
