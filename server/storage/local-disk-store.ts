import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type BlobStore } from './blob-store.ts';

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

    async open(key) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
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
