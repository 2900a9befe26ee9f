import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How often sockets whose last response has ended are closed while draining. */
const SWEEP_MS = 100;
/**
 * How long handlers of cut-off requests get to clean up (an upload releasing its lock, noting
 * the bytes it wrote) before the database closes under them.
 */
const CLEANUP_MS = 3000;

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** An HTTP server that knows which request handlers are still running. */
export interface StoppableServer {
  server: Server;
  /**
   * Stops accepting connections and lets requests in flight finish, for at most `graceMs`;
   * whatever still runs then is cut off. Idle keep-alive sockets close at once and busy ones
   * as soon as their response ends, so clients reconnect to another process rather than wait
   * on this one. Resolves `drained` when every request finished, `cut` if some were cut off,
   * once their handlers have stopped too (or CLEANUP_MS has passed).
   */
  stop(graceMs: number): Promise<'drained' | 'cut'>;
}

/**
 * Serves `handler` (a Koa app's callback, whose promise ends when the request's middleware
 * has) on a new HTTP server. A cut connection does not end its handler at once, hence the count.
 */
export function stoppableServer(handler: Handler): StoppableServer {
  let running = 0;
  let onIdle: (() => void) | undefined;
  const server = http.createServer((req, res) => {
    running += 1;
    void handler(req, res).finally(() => {
      running -= 1;
      if (running === 0) onIdle?.();
    });
  });
  const handlersDone = () =>
    new Promise<void>((resolve) => {
      if (running === 0) return resolve();
      const timer = setTimeout(resolve, CLEANUP_MS);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const stop = (graceMs: number) =>
    new Promise<'drained' | 'cut'>((resolve) => {
      let cut = false;
      // A request arriving on a still-open keep-alive socket is answered, then the socket closes.
      server.prependListener('request', (_req, res: ServerResponse) =>
        res.setHeader('Connection', 'close'),
      );
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
      const deadline = setTimeout(() => {
        cut = true;
        server.closeAllConnections();
      }, graceMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        void handlersDone().then(() => resolve(cut ? 'cut' : 'drained'));
      });
      server.closeIdleConnections();
    });
  return { server, stop };
}
