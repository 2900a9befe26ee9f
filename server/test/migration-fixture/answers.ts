import { createHash } from 'node:crypto';
import { unzip } from '../unzip.ts';

/** A read the fixture records: who asks (their Cookie header, if any) and what. */
export interface FixtureRead {
  who: string;
  cookie: string | null;
  path: string;
}

/** What the server answered, as a user would notice it. */
export interface FixtureAnswer extends FixtureRead {
  status: number;
  contentType: string | null;
  /** A JSON answer as parsed; any other body as its sha256 (and its text when it is HTML). */
  body: unknown;
}

/**
 * The volatile parts of an answer: the server's address (a new port each run), the keys of
 * VOLATILE_KEYS, the per-response CSP nonce of an HTML page, random by design, and the share
 * page's viewer script tag, there only once that script is built (`npm run build`): the reads
 * compare what the data makes, not whether the checkout was built. Everything else (ids, times,
 * signed URLs) is stored in the database or made from it and the clock, which the replay sets
 * to the time of the recording.
 */
const normalise = (html: string) =>
  html
    .replace(/nonce(=|-)("?)[A-Za-z0-9+/=_-]+/g, 'nonce$1$2N')
    .replace(
      /<script nonce="N" src="\/assets\/share-viewer-[A-Za-z0-9_-]+\.js" defer><\/script>/g,
      '',
    );

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Keys whose values are made afresh each time by design: an error's request id, and an
 * export's own id, which the export audits before its manifest names the chain's head hash.
 */
const VOLATILE_KEYS = new Set(['requestId', 'exportId', 'headHash']);
const parseJson = (text: string): unknown =>
  JSON.parse(text, (key, value: unknown) => (VOLATILE_KEYS.has(key) ? 'volatile' : value));

/**
 * A ZIP by its entries: JSON ones as read, the others by sha256. The archive's own bytes hold
 * each entry's write time (the real time of the download).
 */
async function zipEntries(bytes: Buffer): Promise<Record<string, unknown>> {
  const entries = await unzip(bytes);
  const read = (name: string, entry: Buffer): unknown => {
    const text = entry.toString('utf8');
    if (name.endsWith('.json')) return parseJson(text);
    if (name.endsWith('.jsonl')) return text.split('\n').filter(Boolean).map(parseJson);
    return sha256(entry);
  };
  return Object.fromEntries([...entries].map(([name, entry]) => [name, read(name, entry)]));
}

/**
 * fetch, asked again when a kept-alive connection was reset under it: the server had closed the
 * idle socket as the request left, so the request never reached it.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET') throw err;
    return fetch(url, init);
  }
}

/** Asks every read in order and returns the answers. */
export async function askAll(baseUrl: string, reads: FixtureRead[]): Promise<FixtureAnswer[]> {
  const answers: FixtureAnswer[] = [];
  for (const read of reads) {
    const response = await fetchOnce(`${baseUrl}${read.path}`, {
      headers: read.cookie ? { Cookie: read.cookie } : {},
    });
    const contentType = response.headers.get('content-type');
    const bytes = Buffer.from(await response.arrayBuffer());
    // The server's own address (a new port each run) is part of the links it writes.
    const text = () => bytes.toString('utf8').replaceAll(baseUrl, 'http://server');
    let body: unknown;
    if (contentType?.startsWith('application/json')) {
      body = parseJson(text());
    } else if (contentType?.startsWith('text/html')) {
      body = normalise(text());
    } else if (contentType === 'application/zip') {
      body = await zipEntries(bytes);
    } else {
      body = { sha256: sha256(bytes), bytes: bytes.length };
    }
    answers.push({ ...read, status: response.status, contentType, body });
  }
  return answers;
}
