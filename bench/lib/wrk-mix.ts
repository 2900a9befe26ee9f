/**
 * wrk sending a fixed mix of GETs, round-robin per connection (each connection starts at a
 * different place in the list), with the latency percentiles wrk measured. Any socket error or
 * 4xx/5xx answer fails the run: a server answering errors fast would look like a fast server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runWrk } from './wrk.ts';

export interface MixRequest {
  /** Path and query, e.g. /api/videos?q=annuity. */
  path: string;
  headers?: Record<string, string>;
}

export interface WrkMixOptions {
  /** http://host:port, no path. */
  origin: string;
  requests: MixRequest[];
  connections: number;
  threads: number;
  seconds: number;
  /** Where the Lua script is written. */
  scriptDir: string;
}

export interface WrkMixFigures {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU seconds wrk itself used. */
  clientCpuSeconds: number;
}

const lua = (text: string) => JSON.stringify(text);

function script(requests: MixRequest[]): string {
  const entries = requests.map((r) => {
    const headers = Object.entries(r.headers ?? {})
      .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
      .join(', ');
    return `  { path = ${lua(r.path)}, headers = { ${headers} } }`;
  });
  return `
local mix = {
${entries.join(',\n')}
}
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("offset", counter)
end
local i = 0
function init(args)
  i = (offset or 0) * 7
end
function request()
  i = i + 1
  local r = mix[(i % #mix) + 1]
  return wrk.format("GET", r.path, r.headers)
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"us":%d,"errors":%d,"p50":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

export async function wrkMix(options: WrkMixOptions): Promise<WrkMixFigures> {
  const file = path.join(options.scriptDir, 'mix.lua');
  fs.writeFileSync(file, script(options.requests));
  const args = [
    ...['-t', String(options.threads), '-c', String(options.connections)],
    ...['-d', `${options.seconds}s`, '--timeout', '10s', '-s', file, options.origin],
  ];
  const { line, out, clientCpuSeconds } = await runWrk(args);
  const totals = JSON.parse(line) as {
    requests: number;
    us: number;
    errors: number;
    p50: number;
    p99: number;
  };
  if (totals.errors > 0) {
    throw new Error(`wrk: ${totals.errors} errors against ${options.origin}:\n${out}`);
  }
  const seconds = totals.us / 1e6;
  return {
    requests: totals.requests,
    seconds,
    rps: totals.requests / seconds,
    p50Ms: totals.p50 / 1000,
    p99Ms: totals.p99 / 1000,
    clientCpuSeconds,
  };
}
