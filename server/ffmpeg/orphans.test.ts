import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkDir, removeStaleWorkDirs } from './work-dirs.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, check: () => T | undefined, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = check();
    if (found !== undefined) return found;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The pids of a process's children, as the kernel lists them. */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return [];
  }
};

describe('a worker killed outright', () => {
  const started: number[] = [];
  afterEach(() => {
    for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });

  it.runIf(process.platform === 'linux')(
    'takes its ffmpeg with it',
    { timeout: 30_000 },
    async () => {
      // A process that runs an endless ffmpeg through runTool, as a job does, then is SIGKILLed.
      const script = `
        import { runTool } from ${JSON.stringify(path.resolve('server/ffmpeg/run-tool.ts'))};
        await runTool('ffmpeg', ['-nostdin', '-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc', '-f', 'null', '-'], { timeoutMs: 600000 });
      `;
      const worker = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          stdio: 'ignore',
        },
      );
      started.push(worker.pid ?? 0);
      const ffmpeg = await until('ffmpeg to start', () => childrenOf(worker.pid ?? 0)[0]);
      started.push(ffmpeg);
      expect(
        execFileSync('ps', ['-o', 'comm=', '-p', String(ffmpeg)])
          .toString()
          .trim(),
      ).toBe('ffmpeg');
      worker.kill('SIGKILL');
      await until('ffmpeg to die with its parent', () => (alive(ffmpeg) ? undefined : true));
    },
  );

  it('leaves work folders that the next worker removes, and only those of dead processes', async () => {
    const mine = await makeWorkDir('process');
    fs.writeFileSync(path.join(mine, 'video.mp4'), 'half an encode');
    // A pid above the kernel's maximum (4194304) belongs to no process.
    const dead = path.join(os.tmpdir(), 'briefcast-work-4194999');
    fs.mkdirSync(path.join(dead, 'process-x'), { recursive: true });
    fs.writeFileSync(path.join(dead, 'process-x', 'video.mp4'), 'left by a killed worker');

    // One left by a process whose jobs had all finished: removed, but nothing was cut short.
    const finished = path.join(os.tmpdir(), 'briefcast-work-4194998');
    fs.mkdirSync(finished, { recursive: true });

    const removed = await removeStaleWorkDirs();

    expect(removed).toContain('briefcast-work-4194999');
    expect(removed).not.toContain('briefcast-work-4194998');
    expect(fs.existsSync(dead)).toBe(false);
    expect(fs.existsSync(finished)).toBe(false);
    expect(fs.readFileSync(path.join(mine, 'video.mp4'), 'utf8')).toBe('half an encode');
    fs.rmSync(mine, { recursive: true, force: true });
  });
});
