import fs from 'node:fs';

/** A process's resident memory in bytes, from Linux's /proc (0 where there is none). */
export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; resolves to the highest seen. */
export function watchPeakRss(pid: number, everyMs = 50): { stop(): number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}
