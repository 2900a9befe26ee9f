import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload as S3Upload } from '@aws-sdk/lib-storage';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { BlobStore } from '../storage/blob-store.ts';
import { SNIFF_BYTES, sniffContainer } from './container-sniff.ts';
import {
  checkedBatches,
  type CheckedUploadStore,
  type StoredUpload,
  type UploadListener,
} from './checked-upload-store.ts';
import type { BodyBatches } from './request-body.ts';

/** Every object of an upload in flight sits under this prefix, apart from the blobs. */
export const UPLOADS_PREFIX = 'uploads/';

/** S3's smallest multipart part; a PATCH body under this goes up as one PUT. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;
/** The largest object S3's CopyObject copies in one call (5 GiB). */
const MAX_COPY_BYTES = 5 * 1024 ** 3;
/** A piece's key ends in its offset, zero-padded so that keys list in offset order. */
const PIECE = /\/(\d{16})$/;

/** What the upload's info object holds: what tus was told at its creation. */
interface UploadInfo {
  size: number;
  metadata: Upload['metadata'];
  creation_date: string | undefined;
}

interface Piece {
  key: string;
  offset: number;
  size: number;
}

const isMissing = (err: unknown) => {
  const failure = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
};

/**
 * The tus data store for several processes (STORAGE=s3): an upload's state lives only in the
 * bucket, so any process can take its next request. Each PATCH's bytes become one object, a
 * "piece" keyed by its offset, beside an info object: `uploads/<id>/info`,
 * `uploads/<id>/0000000000000000`, ... The offset is where the pieces end. Only plain object
 * calls are used (no part listing), so every S3-compatible store serves it. The first bytes
 * are checked as on disk; the finished upload is read back to hash it (a hash kept while
 * writing would be one process's), then becomes the video's blob.
 */
export class CheckedS3Store extends DataStore implements CheckedUploadStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly listener: UploadListener,
    private readonly blobs: BlobStore,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload'];
  }

  private prefixOf(id: string): string {
    return `${UPLOADS_PREFIX}${id}/`;
  }

  private infoKey(id: string): string {
    return `${this.prefixOf(id)}info`;
  }

  override async create(upload: Upload): Promise<Upload> {
    upload.creation_date = new Date().toISOString();
    const info: UploadInfo = {
      size: upload.size ?? 0,
      metadata: upload.metadata,
      creation_date: upload.creation_date,
    };
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.infoKey(upload.id),
        Body: JSON.stringify(info),
        ContentType: 'application/json',
      }),
    );
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    let info: UploadInfo;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.infoKey(id) }),
      );
      info = JSON.parse((await buffer(object.Body as Readable)).toString('utf8')) as UploadInfo;
    } catch (err) {
      if (isMissing(err)) throw ERRORS.FILE_NOT_FOUND;
      throw err;
    }
    const pieces = await this.pieces(id);
    const offset = pieces.reduce((end, piece) => end + piece.size, 0);
    return new Upload({ id, offset, ...info });
  }

  async writeBody(body: BodyBatches, id: string, offset: number, limit: number): Promise<number> {
    const key = `${this.prefixOf(id)}${String(offset).padStart(16, '0')}`;
    const checked = checkedBatches(body, offset, limit, {
      storedHead: (length) => this.headOf(id, length),
      refuse: async () => {
        await this.discard(id);
        await this.listener.removed(id);
      },
    });
    let bytes = 0;
    async function* chunks() {
      for await (const batch of checked) {
        for (const chunk of batch) {
          bytes += chunk.length;
          // The SDK holds bytes until a part is full, past the batch's life: they are copied.
          yield Buffer.from(chunk);
        }
      }
    }
    await this.upload(key, Readable.from(chunks(), { objectMode: false }));
    // A request cut off before its first byte leaves no empty piece behind.
    if (bytes === 0) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    }
    await this.listener.written(id, offset + bytes);
    return offset + bytes;
  }

  /** Streams `body` up to `key`: one PUT, or a multipart upload past S3's smallest part. */
  private async upload(key: string, body: Readable): Promise<void> {
    await new S3Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    }).done();
  }

  /**
   * The upload's pieces in offset order, as far as they follow on from each other: a piece
   * that does not start where the one before ends is none of the upload's bytes.
   */
  private async pieces(id: string): Promise<Piece[]> {
    const pieces: Piece[] = [];
    let end = 0;
    for await (const object of this.objectsUnder(this.prefixOf(id))) {
      const match = PIECE.exec(object.key);
      if (!match || Number(match[1]) !== end) continue;
      pieces.push({ key: object.key, offset: end, size: object.size });
      end += object.size;
    }
    return pieces;
  }

  private async *objectsUnder(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** The upload's bytes so far, streamed piece after piece. */
  private async *bytesOf(pieces: Piece[]): AsyncGenerator<Buffer> {
    for (const piece of pieces) {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: piece.key }),
      );
      for await (const chunk of object.Body as Readable) yield chunk as Buffer;
    }
  }

  private async headOf(id: string, length: number): Promise<Buffer> {
    let head = Buffer.alloc(0);
    if (length === 0) return head;
    // Leaving the loop early destroys the piece's stream, freeing its connection.
    for await (const chunk of this.bytesOf(await this.pieces(id))) {
      head = Buffer.concat([head, chunk]);
      if (head.length >= length) break;
    }
    return head.subarray(0, length);
  }

  /** Where the pieces of a finished upload are joined into one object, ready to copy. */
  private wholeKey(id: string): string {
    return `${this.prefixOf(id)}whole`;
  }

  /**
   * Reads the upload back to hash it. Pieces are joined into one object in the same pass, so
   * that keeping it is a copy inside the bucket (one read and one write in all).
   */
  async inspect(id: string): Promise<StoredUpload> {
    const pieces = await this.pieces(id);
    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    let size = 0;
    const source = this.bytesOf(pieces);
    async function* measured() {
      for await (const chunk of source) {
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]);
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    }
    const read = Readable.from(measured());
    if (pieces.length > 1) await this.upload(this.wholeKey(id), read);
    // A single piece is copied as it is: reading it is all there is to do.
    else await finished(read.resume());
    return { container: sniffContainer(head), size, sha256: hash.digest('hex') };
  }

  /**
   * The blob store keeps key K at object K of this bucket (storage/s3-store.ts), so the upload
   * (its one piece, or the pieces `inspect` joined) is copied inside the bucket without its
   * bytes passing through this process. Past S3's copy limit they stream through instead.
   */
  async keepAs(id: string, key: string): Promise<void> {
    const pieces = await this.pieces(id);
    const whole = pieces.length === 1 ? pieces[0] : await this.wholeOf(id);
    if (whole && whole.size <= MAX_COPY_BYTES) {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${whole.key}`,
        }),
      );
    } else {
      await this.blobs.put(key, Readable.from(this.bytesOf(pieces)));
    }
    await this.discard(id);
  }

  private async wholeOf(id: string): Promise<{ key: string; size: number } | undefined> {
    for await (const object of this.objectsUnder(this.wholeKey(id))) {
      if (object.key === this.wholeKey(id)) return object;
    }
    return undefined;
  }

  async discard(id: string): Promise<void> {
    const keys: string[] = [];
    for await (const object of this.objectsUnder(this.prefixOf(id))) keys.push(object.key);
    // A delete names at most 1000 keys.
    for (let at = 0; at < keys.length; at += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(at, at + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  /** Upload ids with an object (info or piece) untouched since `before`. */
  async idleIds(before: Date): Promise<Set<string>> {
    const idle = new Set<string>();
    for await (const object of this.objectsUnder(UPLOADS_PREFIX)) {
      const id = object.key.slice(UPLOADS_PREFIX.length).split('/')[0];
      if (id && object.modifiedAt < before) idle.add(id);
    }
    return idle;
  }
}
