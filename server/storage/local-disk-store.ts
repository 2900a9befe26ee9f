import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { assertValidKey, assertValidRange, type BlobStore } from './blob-store.ts';

/**
 * 1 MiB reads, not the default 64 KiB: a sixteenth of the reads, buffers and socket writes per
 * megabyte a video player pulls. A smaller range reads only its own length.
 */
const READ_CHUNK_BYTES = 1024 * 1024;

// The callback forms: a served range costs an open, an fstat and a close, and FileHandle's
// promise API adds its own objects and bookkeeping to each.
const openFile = promisify(fs.open);
const fstatFile = promisify(fs.fstat);
const closeFile = promisify(fs.close);

/**
 * Blobs as files under one folder ($DATA_DIR/blobs). A write goes to a temporary file that is
 * renamed into place, so a reader never sees half a file and a failed write leaves nothing.
 */
export function localDiskStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  const store: BlobStore = {
    async put(key, data) {
      const target = fileOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.partial`;
      try {
        const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
        await pipeline(source, fs.createWriteStream(temporary, { flags: 'wx' }));
        await fs.promises.rename(temporary, target);
      } catch (err) {
        await fs.promises.rm(temporary, { force: true });
        throw err;
      }
    },

    async moveIn(key, file) {
      const target = fileOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.rename(file, target);
      } catch (err) {
        // Another file system (a separate uploads volume): copy, then remove the original.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await store.put(key, fs.createReadStream(file));
        await fs.promises.rm(file, { force: true });
      }
    },

    async open(key, range) {
      const file = fileOf(key);
      if (range) assertValidRange(range);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      try {
        // Size and time from the open handle, so they describe the very bytes streamed even if
        // the key is replaced meanwhile.
        const { size, mtime } = await handle.stat();
        const stream = handle.createReadStream({
          highWaterMark: READ_CHUNK_BYTES,
          ...(range ? { start: range.start, end: range.end } : {}),
        });
        return { stream, size, modifiedAt: mtime };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async openChosen(key, choose) {
      let fd: number;
      try {
        fd = await openFile(fileOf(key), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      try {
        // The open file is one version for good, even if the key is replaced meanwhile.
        const { size, mtime } = await fstatFile(fd);
        const info = { size, modifiedAt: mtime };
        const wanted = choose(info);
        if (wanted === 'none') {
          await closeFile(fd);
          return { ...info, stream: null };
        }
        const range = wanted === 'whole' ? undefined : wanted;
        if (range) assertValidRange(range);
        // The stream owns the descriptor from here and closes it when done or destroyed.
        const stream = fs.createReadStream('', {
          fd,
          highWaterMark: READ_CHUNK_BYTES,
          ...(range ? { start: range.start, end: range.end } : {}),
        });
        return { ...info, stream, ...(range ? { range } : {}) };
      } catch (err) {
        await closeFile(fd);
        throw err;
      }
    },

    async stat(key) {
      try {
        const { size, mtime } = await fs.promises.stat(fileOf(key));
        return { size, modifiedAt: mtime };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async withLocalFile(key, use) {
      const file = fileOf(key);
      await fs.promises.access(file, fs.constants.R_OK);
      return use(file);
    },

    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
  return store;
}
