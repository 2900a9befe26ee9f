import { cpuSecondsOfAll } from './cpu.ts';
import { wrkRanges, type WrkFigures } from './wrk.ts';

/** A server under test: where the file is, and the processes whose CPU it costs. */
export interface RangeTarget {
  label: string;
  url: string;
  cookie?: string | undefined;
  pids(): number[];
}

export interface RangeLoad {
  fileBytes: number;
  rangeBytes: number;
  connections: number;
  seconds: number;
  scriptDir: string;
}

interface Measured extends WrkFigures {
  serverCpuSeconds: number;
}

/** Totals of one target's runs, as the figures compare them. */
export interface RangeTotals {
  mbPerSecond: number;
  requestsPerSecond: number;
  cpuSecondsPerGb: number;
  msCpuPerRequest: number;
  /** wrk's own CPU over the runs' wall time, in cores (the machine has two). */
  clientCores: number;
}

const MB = 1024 * 1024;
const WRK_THREADS = 2;

async function measure(target: RangeTarget, load: RangeLoad): Promise<Measured> {
  const before = cpuSecondsOfAll(target.pids());
  const figures = await wrkRanges({
    url: target.url,
    cookie: target.cookie,
    threads: WRK_THREADS,
    ...load,
  });
  return { ...figures, serverCpuSeconds: cpuSecondsOfAll(target.pids()) - before };
}

function totals(runs: Measured[]): RangeTotals {
  const sum = (pick: (run: Measured) => number) => runs.reduce((s, run) => s + pick(run), 0);
  const bytes = sum((run) => run.bytes);
  const seconds = sum((run) => run.seconds);
  const requests = sum((run) => run.requests);
  const cpu = sum((run) => run.serverCpuSeconds);
  return {
    mbPerSecond: bytes / MB / seconds,
    requestsPerSecond: requests / seconds,
    cpuSecondsPerGb: cpu / (bytes / 1024 ** 3),
    msCpuPerRequest: (cpu * 1000) / requests,
    clientCores: sum((run) => run.clientCpuSeconds) / seconds,
  };
}

/**
 * `rounds` rounds, each running every target once in turn, so a change in the machine's load
 * falls on all of them alike; one discarded warm-up run per target first.
 */
export async function interleavedRanges(
  targets: RangeTarget[],
  load: RangeLoad,
  rounds: number,
  warmupSeconds: number,
): Promise<Map<string, RangeTotals>> {
  for (const target of targets) await measure(target, { ...load, seconds: warmupSeconds });
  const runs = new Map<string, Measured[]>(targets.map((target) => [target.label, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      const run = await measure(target, load);
      runs.get(target.label)?.push(run);
      console.error(
        `bench: round ${round} ${target.label} ${load.rangeBytes} B ranges: ` +
          `${(run.bytes / MB / run.seconds).toFixed(0)} MB/s, ` +
          `${(run.requests / run.seconds).toFixed(0)} req/s, server ${run.serverCpuSeconds.toFixed(2)} CPU-s`,
      );
    }
  }
  return new Map([...runs].map(([label, list]) => [label, totals(list)]));
}
