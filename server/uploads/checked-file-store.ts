import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { UnsupportedMediaTypeError } from '../http/errors.ts';
import { SNIFF_BYTES, sniffContainer, type Container } from './container-sniff.ts';
import { FileHashes } from './file-hashes.ts';

const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

export const NOT_A_VIDEO = 'This file is not a video. Only WebM or MP4 recordings can be uploaded.';

/** What the store tells its owner; the store itself knows nothing of the database. */
export interface UploadListener {
  /** Bytes up to `offset` are on disk and will be acknowledged. */
  written(id: string, offset: number): Promise<void>;
  /** The upload was not a video and has been removed. */
  refused(id: string): Promise<void>;
}

async function readHead(file: string, length: number): Promise<Buffer> {
  if (length === 0) return Buffer.alloc(0);
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * tus's file store, with two checks on the bytes as they stream to disk: the first bytes must
 * be a WebM or MP4 container (anything else is refused before it is stored), and each piece
 * written is hashed in the background so the finished file's sha256 is known almost at once.
 */
export class CheckedFileStore extends FileStore {
  readonly hashes = new FileHashes();

  constructor(
    directory: string,
    private readonly listener: UploadListener,
  ) {
    fs.mkdirSync(directory, { recursive: true });
    super({ directory });
  }

  /** The upload's bytes on disk (tus has already refused ids that are not a plain name). */
  fileOf(id: string): string {
    return path.join(this.directory, id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const file = this.fileOf(id);
    let head = offset < SNIFF_BYTES ? await readHead(file, offset) : null;
    let written = offset;
    const refuse = async () => {
      await this.discard(id);
      await this.listener.refused(id);
      return new UnsupportedMediaTypeError(NOT_A_VIDEO);
    };
    const sniff = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (head) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          if (head.length >= SNIFF_BYTES) {
            // The upload is gone before the error reaches tus, so its answer is the last word.
            if (!sniffContainer(head)) return void refuse().then(callback, callback);
            head = null;
          }
        }
        written += chunk.length;
        callback(null, chunk);
      },
    });
    // Large writes: the default 16 KB buffer means a disk round trip per socket chunk.
    await pipeline(
      readable,
      sniff,
      fs.createWriteStream(file, { flags: 'r+', start: offset, highWaterMark: WRITE_BUFFER_BYTES }),
    );
    this.hashes.advance(id, file, written);
    await this.listener.written(id, written);
    return written;
  }

  /** What the upload's bytes on disk are; null for anything but WebM or MP4. */
  async containerOf(id: string): Promise<Container | null> {
    return sniffContainer(await readHead(this.fileOf(id), SNIFF_BYTES));
  }

  /** Removes an upload's bytes and its tus record; one that is already gone is not an error. */
  async discard(id: string): Promise<void> {
    this.hashes.forget(id);
    await fs.promises.rm(this.fileOf(id), { force: true });
    await this.configstore.delete(id).catch(() => undefined);
  }
}

/**
 * The folder is made synchronously before `super()`. FileStore's own (private) check is an
 * async mkdir whose callback throws: should the folder go meanwhile (a server stopped at once,
 * its temporary data removed) that throw is an uncaught exception that ends the process.
 */
Object.defineProperty(CheckedFileStore.prototype, 'checkOrCreateDirectory', {
  value: () => undefined,
});
