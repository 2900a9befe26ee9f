import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { reapedChildrenCpuSeconds } from './cpu.ts';

export const WRK_PATH = process.env.WRK_PATH ?? '/usr/bin/wrk';

export interface WrkRangeOptions {
  /** An http:// URL. */
  url: string;
  cookie?: string | undefined;
  /** The file's size: ranges are drawn from all of it. */
  fileBytes: number;
  rangeBytes: number;
  connections: number;
  threads: number;
  seconds: number;
  /** Where the Lua script is written. */
  scriptDir: string;
}

export interface WrkFigures {
  /** Body and header bytes received. */
  bytes: number;
  seconds: number;
  requests: number;
  /** Socket errors and answers that were not 2xx/3xx: any of these fails the run. */
  errors: number;
  /** CPU seconds wrk itself used (its threads, from the kernel's count of reaped children). */
  clientCpuSeconds: number;
}

/**
 * Each request asks for `rangeBytes` at a random offset (so the page cache, not one hot range,
 * is what is read), with the gate cookie when given; `done` prints wrk's totals as one JSON line
 * so nothing is parsed out of its human summary.
 */
const SCRIPT = `
local file_bytes, range_bytes, cookie
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("seed", counter)
end
function init(args)
  file_bytes = tonumber(args[1])
  range_bytes = tonumber(args[2])
  cookie = args[3]
  math.randomseed(os.time() * 1000 + (seed or 0))
end
function request()
  local start = math.random(0, file_bytes - range_bytes)
  local headers = { Range = "bytes=" .. start .. "-" .. (start + range_bytes - 1) }
  if cookie ~= nil and cookie ~= "" then headers["Cookie"] = cookie end
  return wrk.format("GET", nil, headers)
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"bytes":%d,"us":%d,"errors":%d}\\n',
    summary.requests, summary.bytes, summary.duration,
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;

/**
 * Runs wrk and resolves to the line its Lua `done` printed after WRK_JSON, all it wrote (for
 * error messages) and the CPU seconds it used; rejects if it failed or printed no such line.
 */
export async function runWrk(args: string[]) {
  const cpuBefore = reapedChildrenCpuSeconds();
  const child = spawn(WRK_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const clientCpuSeconds = reapedChildrenCpuSeconds() - cpuBefore;
  const line = /WRK_JSON (\{.*\})/.exec(out)?.[1];
  if (code !== 0 || !line) throw new Error(`wrk exited with ${code}:\n${out}`);
  return { line, out, clientCpuSeconds };
}

/** One wrk run of random Range GETs; rejects if wrk fails or any answer was an error. */
export async function wrkRanges(options: WrkRangeOptions): Promise<WrkFigures> {
  const script = path.join(options.scriptDir, 'ranges.lua');
  fs.writeFileSync(script, SCRIPT);
  const args = [
    ...['-t', String(options.threads), '-c', String(options.connections)],
    ...['-d', `${options.seconds}s`, '--timeout', '10s', '-s', script, options.url],
    '--',
    String(options.fileBytes),
    String(options.rangeBytes),
    options.cookie ?? '',
  ];
  const { line, out, clientCpuSeconds } = await runWrk(args);
  const totals = JSON.parse(line) as {
    requests: number;
    bytes: number;
    us: number;
    errors: number;
  };
  if (totals.errors > 0)
    throw new Error(`wrk: ${totals.errors} errors against ${options.url}:\n${out}`);
  return {
    bytes: totals.bytes,
    seconds: totals.us / 1e6,
    requests: totals.requests,
    errors: totals.errors,
    clientCpuSeconds,
  };
}
