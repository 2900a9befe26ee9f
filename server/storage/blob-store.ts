import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as HTTP ranges count them: `{ start: 0, end: 0 }` is the first byte. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a blob is without its bytes: enough to answer conditional and range requests. */
export interface BlobInfo {
  /** The size of the whole blob, even when only a range is streamed. */
  size: number;
  modifiedAt: Date;
}

/** An opened blob. Its reader must consume or destroy `stream`, or the file stays open. */
export interface OpenedBlob extends BlobInfo {
  /** The blob's bytes, or only those in the range asked for. */
  stream: Readable;
}

/** Which bytes of a blob to stream: none (its size and time only), all of them, or a range. */
export type WantedBytes = 'none' | 'whole' | ByteRange;

/** A blob opened for the bytes chosen from its size and time. */
export interface ChosenBlob extends BlobInfo {
  /** Null when no bytes were wanted: nothing is left open then. */
  stream: Readable | null;
  /** The range streamed; none when the whole blob is (chosen so, or replaced meanwhile). */
  range?: ByteRange;
}

/**
 * Where file bytes live (branding images, video originals), apart from the database rows that
 * describe them. Keys are slash-separated lower-case words, e.g. `media/<uuid>`.
 */
export interface BlobStore {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /**
   * Takes over a finished local file (an upload's bytes) under `key`; the file is gone from its
   * old place afterwards. On local disk this is a rename, so a 4 GB video is not copied.
   */
  moveIn(key: string, file: string): Promise<void>;
  /**
   * The blob's bytes as a stream (only `range`'s, when given), or null when there is no such
   * blob. A range running past the end streams the bytes up to the end.
   */
  open(key: string, range?: ByteRange): Promise<OpenedBlob | null>;
  /** The blob's size and time, or null when there is none: no file is left open. */
  stat(key: string): Promise<BlobInfo | null>;
  /**
   * Opens the blob once and lets `choose` decide from its size and time which bytes to stream
   * (an HTTP answer: a 304 wants none, a range request a part), or null when there is none.
   * If the blob is replaced between the look and the read, the whole new version is streamed,
   * described by its own size and time.
   */
  openChosen(key: string, choose: (info: BlobInfo) => WantedBytes): Promise<ChosenBlob | null>;
  /**
   * Runs `use` with a path to the blob's bytes as a local file, for tools such as ffprobe that
   * need to seek (on disk, the stored file itself: read it, never write it).
   */
  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  /** Deleting a blob that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** A bad range is a bug in the caller (HTTP ranges are checked before they get here). */
export function assertValidRange({ start, end }: ByteRange): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`invalid byte range: ${start}-${end}`);
  }
}

/** Keys come from our own ids, but a bad one must never reach the file system as a path. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid blob key: ${key}`);
}

/** Whether what was opened is still the version `info` described (it may have been replaced). */
const sameVersion = (opened: BlobInfo, info: BlobInfo) =>
  opened.size === info.size && opened.modifiedAt.getTime() === info.modifiedAt.getTime();

/**
 * `openChosen` for a store with no handle to hold between the look and the read (S3): a stat,
 * then an open of the chosen bytes, checked to be of the same version.
 */
export async function statThenOpen(
  store: Pick<BlobStore, 'stat' | 'open'>,
  key: string,
  choose: (info: BlobInfo) => WantedBytes,
): Promise<ChosenBlob | null> {
  const info = await store.stat(key);
  if (!info) return null;
  const wanted = choose(info);
  if (wanted === 'none') return { ...info, stream: null };
  if (wanted !== 'whole') {
    const part = await store.open(key, wanted);
    if (part && sameVersion(part, info)) return { ...part, range: wanted };
    // Replaced since the stat: the range was worked out for other bytes.
    part?.stream.destroy();
  }
  return store.open(key);
}
