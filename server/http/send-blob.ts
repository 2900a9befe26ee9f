import type { Context } from 'koa';
import type { BlobInfo, BlobStore, ChosenBlob, WantedBytes } from '../storage/blob-store.ts';
import { parseRange } from './byte-ranges.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { offloadTarget } from './media-offload.ts';

/** How to label a blob's bytes and how long browsers and caches may keep them. */
export interface SendBlobOptions {
  contentType: string;
  cacheControl: string;
  /**
   * The nginx internal location (MEDIA_OFFLOAD_PREFIX) that sends a blob's bytes, when the
   * offload is on: this server then decides the answer and nginx only reads the file.
   */
  offloadPrefix?: string | undefined;
}

/**
 * A strong validator that costs no read of the bytes: a blob is only ever replaced whole, and
 * a replacement gets a new modification time.
 */
function entityTag(size: number, modifiedAt: Date): string {
  return `"${size.toString(16)}-${modifiedAt.getTime().toString(16)}"`;
}

/** Last-Modified says whole seconds, so dates the client sends back are compared in those. */
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Tags are matched rather than split on commas, which may sit inside the quotes. */
const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/** If-None-Match compares weakly (RFC 9110 §13.1.2), so `W/"x"` matches our `"x"`. */
function anyTagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return (ifNoneMatch.match(ENTITY_TAG) ?? []).some((tag) => tag.replace(/^W\//, '') === etag);
}

/** RFC 9110 §13.2.2: If-None-Match, when sent, decides alone; an unreadable date is ignored. */
function isNotModified(ctx: Context, etag: string, modifiedAt: Date): boolean {
  const ifNoneMatch = ctx.get('if-none-match');
  if (ifNoneMatch !== '') return anyTagMatches(ifNoneMatch, etag);
  const since = Date.parse(ctx.get('if-modified-since'));
  return !Number.isNaN(since) && seconds(modifiedAt.getTime()) <= seconds(since);
}

/**
 * If-Range asks for the range only if the client's partial copy is of this very version
 * (RFC 9110 §13.1.5): the same strong tag, or exactly our Last-Modified date.
 */
function rangeStillApplies(ifRange: string, etag: string, modifiedAt: Date): boolean {
  if (ifRange === '') return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && date === seconds(modifiedAt.getTime()) * 1000;
}

/** What a request gets, decided from the blob's size and time before any byte is read. */
type Answer =
  { kind: 'not-modified' } | { kind: 'unsatisfiable' } | { kind: 'bytes'; wanted: WantedBytes };

function answerFor(ctx: Context, { size, modifiedAt }: BlobInfo): Answer {
  const etag = entityTag(size, modifiedAt);
  if (isNotModified(ctx, etag, modifiedAt)) return { kind: 'not-modified' };
  // A HEAD gets the headers of a GET but no bytes.
  if (ctx.method === 'HEAD') return { kind: 'bytes', wanted: 'none' };
  // GET is the only method ranges are defined for (RFC 9110 §14.2).
  const range = rangeStillApplies(ctx.get('if-range'), etag, modifiedAt)
    ? parseRange(ctx.get('range'), size)
    : ({ kind: 'full' } as const);
  if (range.kind === 'unsatisfiable') return { kind: 'unsatisfiable' };
  return { kind: 'bytes', wanted: range.kind === 'partial' ? range : 'whole' };
}

/**
 * The headers of an answer decided from `blob`'s size and time, and its bytes when `blob` has
 * them open (a 304, 416 or HEAD has none).
 */
function writeAnswer(ctx: Context, answer: Answer, blob: ChosenBlob, options: SendBlobOptions) {
  const { size, modifiedAt } = blob;
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('ETag', entityTag(size, modifiedAt));
  ctx.set('Last-Modified', modifiedAt.toUTCString());
  if (answer.kind === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    ctx.body = '';
    return;
  }
  ctx.set('Cache-Control', options.cacheControl);
  if (answer.kind === 'not-modified') {
    ctx.status = 304;
    return;
  }
  ctx.type = options.contentType;
  const { range, stream } = blob;
  ctx.status = range ? 206 : 200;
  if (range) ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  if (stream) ctx.body = stream;
  // After the body: setting a stream body drops an earlier Content-Length.
  ctx.length = range ? range.end - range.start + 1 : size;
}

/** A Range header nginx reads exactly as parseRange does: one range, no spaces, no extras. */
const PLAIN_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * Whether nginx, reading this request's headers again, would send exactly the bytes decided
 * here. It checks If-Match and If-Unmodified-Since, which this server ignores; a range is
 * re-read from the Range header and If-Range is compared again (dates more strictly than
 * here). Anything else is streamed by this server as without the offload.
 */
function nginxAgrees(ctx: Context, wanted: WantedBytes): boolean {
  if (ctx.method !== 'GET' || ctx.get('if-match') !== '' || ctx.get('if-unmodified-since') !== '')
    return false;
  if (wanted === 'whole') return true;
  const ifRange = ctx.get('if-range');
  return PLAIN_RANGE.test(ctx.get('range')) && (ifRange === '' || ifRange.startsWith('"'));
}

/**
 * The offload: the answer is decided here from the file's size and time (304 and 416 are sent
 * from here, bodiless), and the bytes of a 200 or 206 are left to nginx, named by an
 * X-Accel-Redirect with no body. nginx keeps Content-Type, Cache-Control and Accept-Ranges;
 * docker/nginx.conf puts back the headers it drops. Undefined when this request is to be
 * streamed after all.
 */
async function offloaded(
  ctx: Context,
  blobs: BlobStore,
  key: string,
  options: SendBlobOptions & { offloadPrefix: string },
): Promise<boolean | undefined> {
  const info = await blobs.stat(key);
  if (!info) return false;
  const answer = answerFor(ctx, info);
  if (answer.kind !== 'bytes' || answer.wanted === 'none') {
    writeAnswer(ctx, answer, { ...info, stream: null }, options);
    return true;
  }
  if (!nginxAgrees(ctx, answer.wanted)) return undefined;
  writeAnswer(ctx, { kind: 'bytes', wanted: 'none' }, { ...info, stream: null }, options);
  const part = answer.wanted === 'whole' ? 'full' : 'part';
  ctx.set('X-Accel-Redirect', offloadTarget(options.offloadPrefix, part, key));
  ctx.body = '';
  return true;
}

/**
 * Answers a GET or HEAD with the blob under `key`, streamed from the store however large:
 * conditional requests (ETag, Last-Modified) get a 304, a single byte range a 206 (what video
 * players seek with), an unsatisfiable one a 416. False, with nothing set, when there is no
 * such blob: the caller answers that. The blob is opened once and only the bytes sent are
 * read, so a HEAD, 304 or 416 leaves no file open. With `offloadPrefix`, nginx sends the bytes.
 */
export async function sendBlob(
  ctx: Context,
  blobs: BlobStore,
  key: string,
  options: SendBlobOptions,
): Promise<boolean> {
  const { offloadPrefix } = options;
  if (offloadPrefix !== undefined) {
    const sent = await offloaded(ctx, blobs, key, { ...options, offloadPrefix });
    if (sent !== undefined) return sent;
  }
  // Set by the choice below (a closure's assignment TypeScript does not follow).
  let answer = { kind: 'bytes', wanted: 'whole' } as Answer;
  const blob = await blobs.openChosen(key, (info) => {
    answer = answerFor(ctx, info);
    return answer.kind === 'bytes' ? answer.wanted : 'none';
  });
  if (!blob) return false;
  // The version opened: the one looked at, or a replacement streamed whole.
  writeAnswer(ctx, answer, blob, options);
  return true;
}

/**
 * Sends an uploaded file (a video, a thumbnail, a version's file) as sendBlob does, sandboxed so
 * nothing in it can run as the site; no blob under its key is a 404 saying `missing`.
 */
export async function sendStoredFile(
  ctx: Context,
  blobs: BlobStore,
  file: { key: string; contentType: string },
  { cacheControl = 'private, no-cache', missing = 'This file is not available yet.' } = {},
): Promise<void> {
  const sent = await sendBlob(ctx, blobs, file.key, {
    contentType: file.contentType,
    cacheControl,
  });
  if (!sent) throw new NotFound(missing);
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
}
