import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | undefined;

/** The kernel's clock tick (USER_HZ), which /proc's CPU times are counted in; 100 nearly always. */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Fields of /proc/<pid>/stat after the command name, which is in parentheses and may hold spaces. */
function statFields(pid: number | 'self'): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user + system, all threads) a process has used so far, from /proc; 0 if gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return 0;
  }
}

/**
 * CPU seconds a process and its ended children have used so far (user + system, all threads,
 * plus cutime + cstime): a worker's own and that of the ffmpeg runs it waited for; 0 if gone.
 */
export function cpuSecondsWithChildrenOf(pid: number): number {
  try {
    const fields = statFields(pid).slice(11, 15).map(Number);
    return fields.reduce((sum, ticks) => sum + ticks, 0) / clockTicks();
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used by this process's children that have ended and been reaped (cutime +
 * cstime): how a short-lived tool such as a load client is measured after it exits.
 */
export function reapedChildrenCpuSeconds(): number {
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / clockTicks();
}

/** Total CPU seconds of some processes. */
export const cpuSecondsOfAll = (pids: number[]) =>
  pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
