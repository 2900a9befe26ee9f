import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { BlobStore } from '../storage/blob-store.ts';
import { SNIFF_BYTES, sniffContainer } from './container-sniff.ts';
import {
  writeChecked,
  type CheckedUploadStore,
  type StoredUpload,
  type UploadListener,
} from './checked-upload-store.ts';
import { FileHashes } from './file-hashes.ts';

const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

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

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const file = this.fileOf(id);
    const hashes = this.hashes;
    let position = offset;
    // Each piece is hashed as it goes by on its way to disk; nothing is read back.
    const hashed = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        const at = position;
        position += chunk.length;
        hashes.update(id, file, at, chunk).then(() => callback(null, chunk), callback);
      },
    });
    let written: number;
    try {
      written = await writeChecked(readable, offset, {
        storedHead: (length) => readHead(file, length),
        async write(checked) {
          // Large writes: the default 16 KB buffer means a disk round trip per socket chunk.
          const out = fs.createWriteStream(file, {
            flags: 'r+',
            start: offset,
            highWaterMark: WRITE_BUFFER_BYTES,
          });
          await pipeline(checked, hashed, out);
          return offset + out.bytesWritten;
        },
        refuse: async () => {
          await this.discard(id);
          await this.listener.refused(id);
        },
      });
    } catch (err) {
      // How much reached the disk is unknown: the hash is rebuilt from the file when needed.
      this.hashes.forget(id);
      throw err;
    }
    this.hashes.settle(id, written);
    await this.listener.written(id, written);
    return written;
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
