import type { Network } from '../network.ts';

/** One request the page made, and how the server answered (0: it never reached one). */
export interface SeenRequest {
  method: string;
  path: string;
  status: number;
}

/** Returns a body to send instead of the page's, or undefined to send it as it is. */
type FetchHook = (request: {
  method: string;
  path: string;
  body: BodyInit | null;
}) => Promise<BodyInit | undefined> | BodyInit | undefined;

/**
 * What the PWA's code gets from a browser, for the sync engine under Node: a fetch that
 * resolves the page's relative URLs against the server and sends the advisor's cookie (as a
 * browser does for same-origin requests), and a network that can be switched off. Off, every
 * request fails as Chromium's does offline (TypeError). The server itself is real.
 */
export class TestBrowser {
  online = true;
  readonly seen: SeenRequest[] = [];
  /** Sees (and may hold back or replace the body of) each request before it goes. */
  beforeRequest: FetchHook | undefined;
  private readonly watchers = new Set<{ online(): void; offline(): void }>();
  private readonly realFetch = globalThis.fetch;

  constructor(
    public server: { url: string },
    private readonly cookie: string,
  ) {}

  readonly network: Network = {
    isOnline: () => this.online,
    watch: (handlers) => {
      this.watchers.add(handlers);
      return () => this.watchers.delete(handlers);
    },
  };

  setOnline(online: boolean): void {
    this.online = online;
    for (const watcher of this.watchers) (online ? watcher.online : watcher.offline)();
  }

  /** Installs this browser's fetch as the global one; the returned function puts Node's back. */
  install(): () => void {
    globalThis.fetch = this.fetch;
    return () => {
      globalThis.fetch = this.realFetch;
    };
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const target = new URL(String(input), this.server.url);
    let body = init.body ?? null;
    const replaced = await this.beforeRequest?.({ method, path: target.pathname, body });
    if (replaced !== undefined) body = replaced;
    if (!this.online) throw new TypeError('Failed to fetch');
    const headers = new Headers(init.headers);
    headers.set('Cookie', this.cookie);
    headers.set('Origin', this.server.url);
    const url = new URL(`${target.pathname}${target.search}`, this.server.url);
    try {
      const response = await this.realFetch(url, { ...init, headers, body });
      this.seen.push({ method, path: target.pathname, status: response.status });
      return response;
    } catch (error) {
      this.seen.push({ method, path: target.pathname, status: 0 });
      throw new TypeError('Failed to fetch', { cause: error });
    }
  };
}

/** Polls `check` until it is truthy; fails after `ms`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  ms = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`gave up waiting after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
