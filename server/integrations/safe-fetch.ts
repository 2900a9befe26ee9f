import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { OutboundPolicy } from './config.ts';
import { mayConnect } from './outbound-address.ts';

/** The request goes somewhere the policy forbids (a private address, plain http, a bad URL). */
export class OutboundRefusedError extends Error {}

/** The request could not be completed: DNS, connection, TLS, timeout, oversized answer. */
export class OutboundNetworkError extends Error {}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Where the answer came from, after redirects. */
  url: string;
}

export interface OutboundLimits {
  timeoutMs: number;
  maxResponseBytes: number;
  maxRedirects: number;
}

export const DEFAULT_LIMITS: OutboundLimits = {
  timeoutMs: 10_000,
  maxResponseBytes: 1024 * 1024,
  maxRedirects: 3,
};

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the socket that resolves the name and refuses it if any address is refused:
 * the socket then connects to exactly the address checked, so the name cannot resolve to a
 * public address for the check and a private one for the connection (DNS rebinding).
 */
function checkedLookup(policy: OutboundPolicy, host: string) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.find((entry) => !mayConnect(policy, host, entry.address));
      if (refused || addresses.length === 0) {
        return callback(refusal(host, refused?.address), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [dns.LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

const refusal = (host: string, address?: string) =>
  new OutboundRefusedError(
    `${host}${address && address !== host ? ` (${address})` : ''} is a private or local address; outgoing requests there are not allowed`,
  );

function checkedUrl(policy: OutboundPolicy, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError(`${raw} is not a URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    throw new OutboundRefusedError(`${url.protocol}// addresses are not allowed; use https://`);
  }
  if (url.username || url.password) {
    throw new OutboundRefusedError('A URL must not carry a user name or password');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal IP skips the lookup, so it is checked here.
  if (net.isIP(host) && !mayConnect(policy, host, host)) throw refusal(host);
  return url;
}

function once(
  policy: OutboundPolicy,
  url: URL,
  request: OutboundRequest,
  limits: OutboundLimits,
  deadline: number,
): Promise<OutboundResponse> {
  const client = url.protocol === 'https:' ? https : http;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: request.method,
      headers: {
        ...request.headers,
        ...(request.body === undefined
          ? {}
          : { 'Content-Length': String(Buffer.byteLength(request.body)) }),
      },
      lookup: checkedLookup(policy, host) as unknown as net.LookupFunction,
      agent: false, // no pooled socket: every connection goes through the check
      timeout: Math.max(1, deadline - Date.now()),
    });
    const timer = setTimeout(
      () => req.destroy(new OutboundNetworkError(`${url.host} did not answer in time`)),
      Math.max(1, deadline - Date.now()),
    );
    req.on('timeout', () =>
      req.destroy(new OutboundNetworkError(`${url.host} did not answer in time`)),
    );
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(
        err instanceof OutboundRefusedError || err instanceof OutboundNetworkError
          ? err
          : new OutboundNetworkError(`Could not reach ${url.host}: ${err.message}`),
      );
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxResponseBytes) {
          req.destroy(
            new OutboundNetworkError(
              `${url.host} answered with more than ${limits.maxResponseBytes} bytes`,
            ),
          );
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          url: url.toString(),
        });
      });
      res.on('error', () => undefined); // reported through req's 'error'
    });
    req.end(request.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one way Briefcast calls another server (CRMs, webhook receivers). Every hop's address is
 * checked against `policy` (see outbound-address.ts) and connected to as checked; redirects
 * are followed by hand, at most `maxRedirects`, each one checked again; credentials are not
 * carried to another origin; the whole exchange has a deadline and the answer a size cap.
 */
export async function safeFetch(
  policy: OutboundPolicy,
  request: OutboundRequest,
  limits: OutboundLimits = DEFAULT_LIMITS,
): Promise<OutboundResponse> {
  const deadline = Date.now() + limits.timeoutMs;
  let url = checkedUrl(policy, request.url);
  let current = request;
  for (let hop = 0; ; hop += 1) {
    const response = await once(policy, url, current, limits, deadline);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location) return response;
    if (hop >= limits.maxRedirects) {
      throw new OutboundNetworkError(`More than ${limits.maxRedirects} redirects`);
    }
    const next = checkedUrl(policy, new URL(location, url).toString());
    const sameOrigin = next.origin === url.origin;
    const keepsBody = response.status === 307 || response.status === 308;
    // Authorization and API-key headers belong to the origin they were meant for.
    const headers: Record<string, string> = sameOrigin
      ? { ...current.headers }
      : { Accept: current.headers?.Accept ?? '*/*' };
    if (!keepsBody) delete headers['Content-Type'];
    current = {
      method: keepsBody ? current.method : 'GET',
      url: next.toString(),
      headers,
      body: keepsBody ? current.body : undefined,
    };
    url = next;
  }
}
