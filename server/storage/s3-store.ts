import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertValidKey,
  assertValidRange,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  statThenOpen,
} from './blob-store.ts';

/** S3 allows 10,000 parts per upload; 5 MiB is its smallest part. */
const MAX_PARTS = 10_000;
const MIN_PART_BYTES = 5 * 1024 * 1024;
/** Parts in flight at once: an upload holds at most this many parts in memory. */
const PARTS_IN_FLIGHT = 4;

/** The error fields the SDK sets on a failed call. */
interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (err: unknown) => (err as S3Failure).$metadata?.httpStatusCode;

/** GetObject says NoSuchKey; HeadObject, which has no error body, only 404. */
const isMissing = (err: unknown) =>
  (err as S3Failure).name === 'NoSuchKey' || statusOf(err) === 404;

const isUnsatisfiable = (err: unknown) =>
  (err as S3Failure).name === 'InvalidRange' || statusOf(err) === 416;

/** `bytes 0-1/10` -> its first byte and the whole size. */
function parseContentRange(header: string | undefined): { start: number; size: number } | null {
  const match = /^bytes (\d+)-\d+\/(\d+)$/.exec(header ?? '');
  return match ? { start: Number(match[1]), size: Number(match[2]) } : null;
}

/** The first `length` bytes of `source`; stopping early destroys it, freeing its connection. */
async function* firstBytes(source: Readable, length: number): AsyncGenerator<Buffer> {
  let left = length;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const part = chunk.subarray(0, left);
    left -= part.length;
    yield part;
    if (left === 0) return;
  }
}

/** S3 always sends Last-Modified; the SDK's types leave it optional. */
const modifiedAtOf = (reply: { LastModified?: Date | undefined }) =>
  reply.LastModified ?? new Date(0);

/** The same failure as the disk store's for a missing blob, so callers see one kind. */
function missingBlob(key: string): Error {
  return Object.assign(new Error(`ENOENT: no blob under ${key}`), { code: 'ENOENT' });
}

/**
 * Blobs as objects in one bucket of an S3-compatible store (AWS, MinIO, Ceph RGW, R2), under
 * the very keys the disk store uses as paths. Bytes only ever stream: writes go up as
 * multipart uploads a few parts at a time, reads come down as (ranged) GETs, so a 4 GB video
 * is never held in memory. A multipart upload becomes visible only when complete, and a failed
 * one is aborted, so a reader never sees half a blob.
 */
export function s3Store(client: S3Client, bucket: string): BlobStore {
  const objectOf = (key: string) => {
    assertValidKey(key);
    return { Bucket: bucket, Key: key };
  };

  /** Streams `body` up; a known size picks parts large enough to stay under S3's part limit. */
  async function upload(
    object: { Bucket: string; Key: string },
    body: Buffer | Readable,
    size?: number,
  ): Promise<void> {
    const partSize = Math.max(MIN_PART_BYTES, Math.ceil((size ?? 0) / MAX_PARTS));
    await new Upload({
      client,
      params: { ...object, Body: body },
      partSize,
      queueSize: PARTS_IN_FLIGHT,
    }).done();
  }

  const store: BlobStore = {
    async put(key, data) {
      await upload(objectOf(key), data);
    },

    async moveIn(key, file) {
      // The key first: a refused one must not leave a read stream opening the file.
      const object = objectOf(key);
      const { size } = await fs.promises.stat(file);
      await upload(object, fs.createReadStream(file), size);
      await fs.promises.rm(file, { force: true });
    },

    async open(key, range) {
      const object = objectOf(key);
      if (range) assertValidRange(range);
      let reply;
      try {
        reply = await client.send(
          new GetObjectCommand({
            ...object,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (err) {
        if (isMissing(err)) return null;
        // S3 refuses a range starting past the end; the disk store streams nothing for it.
        if (range && isUnsatisfiable(err)) {
          const info = await store.stat(key);
          return info && { ...info, stream: Readable.from([]) };
        }
        throw err;
      }
      const body = reply.Body as Readable;
      const sent = parseContentRange(reply.ContentRange);
      const size = sent?.size ?? reply.ContentLength ?? 0;
      if (range && (sent?.start ?? 0) !== range.start) {
        body.destroy();
        throw new Error(`the S3 store answered GET ${key} without the byte range asked for`);
      }
      const stream = range ? boundedTo(body, range, size, reply.ContentLength) : body;
      return { stream, size, modifiedAt: modifiedAtOf(reply) };
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand(objectOf(key)));
        return { size: head.ContentLength ?? 0, modifiedAt: modifiedAtOf(head) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    openChosen: (key, choose) => statThenOpen(store, key, choose),

    async withLocalFile(key, use) {
      // Beside the pipeline's own work files: a 4 GB original needs a disk, not memory.
      const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'briefcast-blob-'));
      try {
        const blob = await store.open(key);
        if (!blob) throw missingBlob(key);
        const file = path.join(work, 'blob');
        await pipeline(blob.stream, fs.createWriteStream(file, { flags: 'wx' }));
        return await use(file);
      } finally {
        await fs.promises.rm(work, { recursive: true, force: true });
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },
  };
  return store;
}

/**
 * A caller sends exactly the range's length (its Content-Length), so more bytes than that must
 * never reach it. Some S3-compatible servers send more than asked (s3rver answers
 * `bytes=0-0` with the whole object); those replies are cut to the range.
 */
function boundedTo(
  body: Readable,
  range: ByteRange,
  size: BlobInfo['size'],
  sentLength: number | undefined,
): Readable {
  const length = Math.max(0, Math.min(range.end, size - 1) - range.start + 1);
  return sentLength === length ? body : Readable.from(firstBytes(body, length));
}
