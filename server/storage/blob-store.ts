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
