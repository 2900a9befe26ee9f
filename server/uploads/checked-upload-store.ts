import { pipeline, Transform, type Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';
import { UnsupportedMediaTypeError } from '../http/errors.ts';
import { SNIFF_BYTES, sniffContainer, type Container } from './container-sniff.ts';

export const NOT_A_VIDEO = 'This file is not a video. Only WebM or MP4 recordings can be uploaded.';

/** What a store tells its owner; the store itself knows nothing of the database. */
export interface UploadListener {
  /** Bytes up to `offset` are stored and will be acknowledged. */
  written(id: string, offset: number): Promise<void>;
  /** The upload was not a video and has been removed. */
  refused(id: string): Promise<void>;
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
  /** The finished upload's container, size and sha256. */
  inspect(id: string): Promise<StoredUpload>;
  /** Makes the finished upload the blob under `key`; the upload is gone afterwards. */
  keepAs(id: string, key: string): Promise<void>;
  /** Removes an upload's bytes and its tus record; one that is already gone is not an error. */
  discard(id: string): Promise<void>;
  /** Uploads with bytes stored that have not changed since `before`. */
  idleIds(before: Date): Promise<Set<string>>;
}

/** How one store reads, writes and drops an upload's bytes, for `writeChecked`. */
export interface WriteSteps {
  /** The upload's first `length` bytes already stored (only asked for fewer than SNIFF_BYTES). */
  storedHead(length: number): Promise<Buffer>;
  /** Stores the checked bytes after the offset; the upload's new offset. */
  write(checked: Readable): Promise<number>;
  /** Removes the upload (its bytes and record) and tells the owner it was refused. */
  refuse(): Promise<void>;
}

/**
 * One PATCH's bytes, written through `steps` once the upload's first bytes show a WebM or MP4
 * container: anything else is refused before a byte past them is stored, and the upload is
 * gone before the 415 reaches tus, so that answer is the last word on it.
 */
export async function writeChecked(
  readable: Readable,
  offset: number,
  steps: WriteSteps,
): Promise<number> {
  let head = offset < SNIFF_BYTES ? await steps.storedHead(offset) : null;
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) {
          // tus answers as soon as a stream fails, so the upload goes first.
          if (!sniffContainer(head)) {
            const refused = new UnsupportedMediaTypeError(NOT_A_VIDEO);
            return void steps.refuse().then(() => callback(refused), callback);
          }
          head = null;
        }
      }
      callback(null, chunk);
    },
  });
  // A failing source destroys `sniff` with its error, so the store's write fails too.
  return steps.write(pipeline(readable, sniff, () => undefined));
}
