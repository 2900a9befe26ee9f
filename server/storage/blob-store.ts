import type { Readable } from 'node:stream';

/**
 * Where file bytes live (branding images now, videos later), apart from the database rows that
 * describe them. Keys are slash-separated lower-case words, e.g. `media/<uuid>`.
 */
export interface BlobStore {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The blob's bytes as a stream and its size, or null when there is no such blob. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deleting a blob that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Keys come from our own ids, but a bad one must never reach the file system as a path. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid blob key: ${key}`);
}
