import { ERRORS, type DataStore } from '@tus/utils';
import { UnsupportedMediaTypeError } from '../http/errors.ts';
import { SNIFF_BYTES, sniffContainer, type Container } from './container-sniff.ts';
import type { BodyBatches } from './request-body.ts';

export const NOT_A_VIDEO = 'This file is not a video. Only WebM or MP4 recordings can be uploaded.';

/** What a store tells its owner; the store itself knows nothing of the database. */
export interface UploadListener {
  /** Bytes up to `offset` are stored and will be acknowledged. */
  written(id: string, offset: number): Promise<void>;
  /** The upload's bytes are gone for good (not a video, or no room for them): so is the upload. */
  removed(id: string): Promise<void>;
}

/** What a finished upload's bytes are, to be checked against what Save declared. */
export interface StoredUpload {
  /** Null for anything but WebM or MP4. */
  container: Container | null;
  size: number;
  sha256: string;
}

/**
 * A tus data store that checks the bytes it is given (on local disk for one machine, in the
 * S3 bucket when several processes share the uploads). Upload ids are tus's plain names.
 */
export interface CheckedUploadStore extends DataStore {
  /**
   * Stores one request's body at `offset`, checked (`checkedBatches`); the upload's new offset.
   * Every byte handed over before the body ended is kept, whatever ended it.
   */
  writeBody(body: BodyBatches, id: string, offset: number, limit: number): Promise<number>;
  /** The finished upload's container, size and sha256. */
  inspect(id: string): Promise<StoredUpload>;
  /** Makes the finished upload the blob under `key`; the upload is gone afterwards. */
  keepAs(id: string, key: string): Promise<void>;
  /** Removes an upload's bytes and its tus record; one that is already gone is not an error. */
  discard(id: string): Promise<void>;
  /** Uploads with bytes stored that have not changed since `before`. */
  idleIds(before: Date): Promise<Set<string>>;
}

/** How one store reads and drops an upload's bytes, for `checkedBatches`. */
export interface StoredBytes {
  /** The upload's first `length` bytes already stored (only asked for fewer than SNIFF_BYTES). */
  storedHead(length: number): Promise<Buffer>;
  /** Removes the upload (its bytes and record) and tells the owner it is gone. */
  refuse(): Promise<void>;
}

/**
 * One PATCH's batches as a store may write them: the upload's first bytes must show a WebM or
 * MP4 container, and anything else is refused before a byte past them is stored (the upload
 * is gone before the 415 reaches tus, so that answer is the last word on it); the body may not
 * exceed `limit` bytes (tus's 413; the batch that would go past it is not stored).
 */
export async function* checkedBatches(
  body: BodyBatches,
  offset: number,
  limit: number,
  stored: StoredBytes,
): AsyncGenerator<Buffer[]> {
  let head = offset < SNIFF_BYTES ? await stored.storedHead(offset) : null;
  let received = 0;
  for (let batch = await body.next(); batch; batch = await body.next()) {
    for (const chunk of batch) {
      received += chunk.length;
      if (!head) continue;
      head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (head.length < SNIFF_BYTES) continue;
      if (!sniffContainer(head)) {
        await stored.refuse();
        throw new UnsupportedMediaTypeError(NOT_A_VIDEO);
      }
      head = null;
    }
    if (received > limit) throw ERRORS.ERR_MAX_SIZE_EXCEEDED;
    yield batch;
  }
}
