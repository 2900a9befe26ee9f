import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  warmupSeconds: number;
  /** Concurrent connections; 50 unless given. */
  connections?: number;
}

export interface LoadFigures {
  rps: number;
  p99Ms: number;
}

async function fire(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    duration: seconds,
    connections: options.connections ?? 50,
    pipelining: 1,
  });
  // A server answering errors fast would otherwise look like a fast server.
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${options.url}: ${result.errors} connection errors, ${result.non2xx} non-2xx responses`,
    );
  }
  return result;
}

/** Warms the target up (JIT, connection pools, caches) and discards that, then measures. */
export async function measure(options: LoadOptions): Promise<LoadFigures> {
  await fire(options, options.warmupSeconds);
  const result = await fire(options, options.seconds);
  return { rps: result.requests.average, p99Ms: result.latency.p99 };
}
