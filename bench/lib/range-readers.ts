import net from 'node:net';

export interface RangeReadOptions {
  /** An http:// URL. */
  url: string;
  headers?: Record<string, string>;
  /** The file's size: ranges are drawn from all of it. */
  fileBytes: number;
  rangeBytes: number;
  /** Readers at once, each on its own keep-alive connection. */
  readers: number;
  seconds: number;
}

export interface RangeReadFigures {
  /** Body bytes received within the window (a response in flight at its end counts in part). */
  bytes: number;
  seconds: number;
  /** Whole responses completed. */
  requests: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

interface ResponseHead {
  status: number;
  contentLength: number;
  close: boolean;
  statusLine: string;
}

function parseHead(text: string): ResponseHead {
  const [statusLine = '', ...lines] = text.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  if (headers.has('transfer-encoding')) throw new Error(`unexpected chunked answer: ${statusLine}`);
  return {
    status: Number(statusLine.split(' ')[1]),
    contentLength: Number(headers.get('content-length') ?? NaN),
    close: /close/i.test(headers.get('connection') ?? ''),
    statusLine,
  };
}

/**
 * `readers` clients, each on its own keep-alive connection sending one Range GET of
 * `rangeBytes` at a random offset after the other, as a player seeking about would, for
 * `seconds`; counts the body bytes that arrived in that time.
 *
 * A minimal HTTP/1.1 client over node:net rather than node:http: on a 2-core machine the load
 * generator shares the CPU with the server under test, and node:http's client needs about a
 * whole core to take in ~400 MiB/s (it, not nginx, then sets nginx's figure), where this one
 * takes in nearly twice that on less. Any answer but a 206 of exactly the asked length fails
 * the run: a server answering errors fast would otherwise look like a fast server.
 */
export async function readRandomRanges(options: RangeReadOptions): Promise<RangeReadFigures> {
  const { fileBytes, rangeBytes } = options;
  if (fileBytes < rangeBytes) throw new Error(`the file (${fileBytes} B) is smaller than a range`);
  const target = new URL(options.url);
  if (target.protocol !== 'http:') throw new Error(`${options.url}: only http:// is supported`);
  const port = Number(target.port || 80);
  const requestHead = (range: string) =>
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
    Object.entries({ ...options.headers, Range: range })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';

  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let bytes = 0;
  let requests = 0;

  const reader = () =>
    new Promise<void>((resolve, reject) => {
      let socket: net.Socket;
      let range = '';
      let pending: Buffer | null = null; // the head so far, until it is whole
      let head: ResponseHead | null = null;
      let received = 0;
      let finished = false;

      const fail = (err: Error) => {
        if (finished) return;
        finished = true;
        socket.destroy();
        reject(new Error(`${options.url} ${range}: ${err.message}`));
      };
      const done = () => {
        finished = true;
        socket.destroy();
        resolve();
      };
      const next = () => {
        if (performance.now() >= deadline) return done();
        const start = Math.floor(Math.random() * (fileBytes - rangeBytes + 1));
        range = `bytes=${start}-${start + rangeBytes - 1}`;
        pending = Buffer.alloc(0);
        head = null;
        received = 0;
        socket.write(requestHead(range));
      };
      const onBody = (chunk: Buffer) => {
        if (!head) return;
        received += chunk.length;
        if (performance.now() <= deadline) bytes += chunk.length;
        if (received > head.contentLength) return fail(new Error('more bytes than announced'));
        if (received < head.contentLength) return;
        requests += 1;
        if (!head.close) return next();
        // The server ends this connection: go on with a new one, as a browser would.
        socket.removeAllListeners();
        socket.destroy();
        if (performance.now() >= deadline) return done();
        connect();
      };
      const onData = (chunk: Buffer) => {
        if (head) return onBody(chunk);
        pending = pending ? Buffer.concat([pending, chunk]) : chunk;
        const end = pending.indexOf(HEAD_END);
        if (end < 0) return;
        try {
          head = parseHead(pending.subarray(0, end).toString('latin1'));
        } catch (err) {
          return fail(err as Error);
        }
        const body = pending.subarray(end + HEAD_END.length);
        pending = null;
        if (head.status !== 206) return fail(new Error(`answered ${head.statusLine}`));
        if (head.contentLength !== rangeBytes) {
          return fail(new Error(`Content-Length ${head.contentLength}, not ${rangeBytes}`));
        }
        onBody(body);
      };
      const connect = () => {
        socket = net.connect(port, target.hostname);
        socket.setNoDelay(true);
        socket.on('connect', next);
        socket.on('data', onData);
        socket.on('error', fail);
        socket.on('close', () => fail(new Error('the server closed the connection')));
      };
      connect();
    });

  await Promise.all(Array.from({ length: options.readers }, reader));
  return { bytes, seconds: options.seconds, requests };
}
