import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { BlobStore } from '../storage/blob-store.ts';
import { isOutOfSpace } from '../storage/disk-space.ts';
import { SNIFF_BYTES, sniffContainer } from './container-sniff.ts';
import {
  checkedBatches,
  type CheckedUploadStore,
  type StoredUpload,
  type UploadListener,
} from './checked-upload-store.ts';
import { FileHashes } from './file-hashes.ts';
import type { BodyBatches } from './request-body.ts';

/**
 * Writes `chunks` at `position`; the bytes written. libuv reports a write the disk refused
 * part-way (full, failing) as a short count, not as its error: the rest is written again, so
 * the disk's own error (ENOSPC, EIO...) is what the write throws.
 */
async function writeAll(handle: fs.promises.FileHandle, chunks: Buffer[], position: number) {
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const { bytesWritten } = await handle.writev(chunks, position);
  if (bytesWritten === size) return size;
  const rest = Buffer.concat(chunks).subarray(bytesWritten);
  for (let done = 0; done < rest.length;) {
    const more = await handle.write(rest, done, rest.length - done, position + bytesWritten + done);
    if (more.bytesWritten === 0) {
      throw new Error(`the disk took none of ${rest.length - done} bytes`);
    }
    done += more.bytesWritten;
  }
  return size;
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
 * tus's file store for one machine, with two checks on the bytes as they stream to disk: the
 * first bytes must be a WebM or MP4 container (anything else is refused before it is stored),
 * and each piece is hashed on its way to disk so the finished file's
 * sha256 is known at once. A PATCH cut short keeps every byte that arrived. A finished file
 * becomes its blob by a rename.
 */
export class CheckedFileStore extends FileStore implements CheckedUploadStore {
  readonly hashes = new FileHashes();

  constructor(
    directory: string,
    private readonly listener: UploadListener,
    private readonly blobs: BlobStore,
  ) {
    fs.mkdirSync(directory, { recursive: true });
    super({ directory });
  }

  /** The upload's bytes on disk (tus has already refused ids that are not a plain name). */
  fileOf(id: string): string {
    return path.join(this.directory, id);
  }

  async writeBody(body: BodyBatches, id: string, offset: number, limit: number): Promise<number> {
    const file = this.fileOf(id);
    const checked = checkedBatches(body, offset, limit, {
      storedHead: (length) => readHead(file, length),
      refuse: () => this.drop(id),
    });
    let position = offset;
    try {
      const hash = await this.hashes.at(id, file, offset);
      const handle = await fs.promises.open(file, 'r+');
      try {
        for await (const batch of checked) {
          // The kernel copies one batch into the file while this thread hashes it.
          const writing = writeAll(handle, batch, position);
          for (const chunk of batch) hash.update(chunk);
          position += await writing;
        }
      } finally {
        await handle.close();
      }
    } catch (err) {
      // How much reached the disk is unknown: the hash is rebuilt from the file when needed.
      this.hashes.forget(id);
      // No room: the upload's bytes go at once, or the disk stays full for everyone (SQLite's
      // database and the other uploads share it). Its client is told 507, finds the upload gone
      // and creates a new one, refused until it fits (docs/uploads.md).
      if (isOutOfSpace(err)) await this.drop(id);
      throw err;
    }
    this.hashes.settle(id, position);
    await this.listener.written(id, position);
    return position;
  }

  /** tus's own write (through its chain of streams) is replaced by `writeBody` (`direct-write.ts`). */
  override write(): Promise<number> {
    return Promise.reject(new Error('upload bodies are written by writeBody'));
  }

  async inspect(id: string): Promise<StoredUpload> {
    const file = this.fileOf(id);
    const container = sniffContainer(await readHead(file, SNIFF_BYTES));
    const { size } = await fs.promises.stat(file);
    return { container, size, sha256: await this.hashes.digest(id, file, size) };
  }

  async keepAs(id: string, key: string): Promise<void> {
    await this.blobs.moveIn(key, this.fileOf(id));
    await this.discard(id);
  }

  /**
   * Frees the upload's bytes, then drops its record: in that order, because on a full disk the
   * database write needs the room the bytes leave.
   */
  private async drop(id: string): Promise<void> {
    await this.discard(id);
    await this.listener.removed(id);
  }

  async discard(id: string): Promise<void> {
    this.hashes.forget(id);
    await fs.promises.rm(this.fileOf(id), { force: true });
    await this.configstore.delete(id).catch(() => undefined);
  }

  /** Files (bytes or tus's `.json` record) untouched since `before`. */
  async idleIds(before: Date): Promise<Set<string>> {
    const idle = new Set<string>();
    for (const name of await fs.promises.readdir(this.directory)) {
      const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : name;
      if (idle.has(id)) continue;
      const stat = await fs.promises.stat(path.join(this.directory, name)).catch(() => null);
      if (stat && stat.mtimeMs < before.getTime()) idle.add(id);
    }
    return idle;
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
