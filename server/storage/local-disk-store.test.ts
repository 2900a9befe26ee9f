import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.ts';
import { localDiskStore } from './local-disk-store.ts';

let root: string;
let store: BlobStore;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-blobs-'));
  store = localDiskStore(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local disk blob store', () => {
  it('stores a buffer and a stream and reads them back with their size', async () => {
    await store.put('media/one', Buffer.from('hello'));
    await store.put('media/two', Readable.from(['str', 'eam']));
    const read = async (key: string) => {
      const blob = await store.open(key);
      if (!blob) throw new Error(`${key} is missing`);
      return { size: blob.size, text: await text(blob.stream) };
    };
    expect(await read('media/one')).toEqual({ size: 5, text: 'hello' });
    expect(await read('media/two')).toEqual({ size: 6, text: 'stream' });
  });

  it('streams only the bytes of an inclusive range, still telling the whole size', async () => {
    await store.put('media/digits', Buffer.from('0123456789'));
    const read = async (range: { start: number; end: number }) => {
      const blob = await store.open('media/digits', range);
      if (!blob) throw new Error('media/digits is missing');
      return { size: blob.size, text: await text(blob.stream) };
    };
    expect(await read({ start: 0, end: 0 })).toEqual({ size: 10, text: '0' });
    expect(await read({ start: 2, end: 5 })).toEqual({ size: 10, text: '2345' });
    expect(await read({ start: 9, end: 9 })).toEqual({ size: 10, text: '9' });
    expect(await read({ start: 7, end: 500 })).toEqual({ size: 10, text: '789' });
  });

  it('refuses a range that is not one', async () => {
    await store.put('media/digits', Buffer.from('0123456789'));
    for (const range of [
      { start: 5, end: 4 },
      { start: -1, end: 4 },
      { start: 0.5, end: 4 },
      { start: 0, end: Number.POSITIVE_INFINITY },
    ]) {
      await expect(store.open('media/digits', range)).rejects.toThrow(RangeError);
    }
  });

  it('tells when the blob was last written', async () => {
    await store.put('media/dated', Buffer.from('x'));
    const when = new Date('2024-03-01T12:00:00.250Z');
    fs.utimesSync(path.join(root, 'media', 'dated'), when, when);
    const blob = await store.open('media/dated');
    blob?.stream.destroy();
    expect(blob?.modifiedAt).toEqual(when);
  });

  it('answers null for a missing blob and deletes idempotently', async () => {
    await store.put('media/gone', Buffer.from('x'));
    await store.delete('media/gone');
    await store.delete('media/gone');
    expect(await store.open('media/gone')).toBeNull();
  });

  it('leaves no file behind when a write fails midway', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('media/broken', failing)).rejects.toThrow('client went away');
    expect(fs.readdirSync(path.join(root, 'media'))).toEqual([]);
  });

  it('moves a finished file in under a key, leaving nothing at its old place', async () => {
    const outside = path.join(root, 'incoming.bin');
    fs.writeFileSync(outside, 'video bytes');
    await store.moveIn('videos/abc/original', outside);
    expect(fs.existsSync(outside)).toBe(false);
    const blob = await store.open('videos/abc/original');
    expect(blob && (await text(blob.stream))).toBe('video bytes');
  });

  it('lends a stored blob as a local file, and refuses a missing one', async () => {
    await store.put('videos/abc/original', Buffer.from('seekable'));
    const read = await store.withLocalFile('videos/abc/original', (file) =>
      fs.promises.readFile(file, 'utf8'),
    );
    expect(read).toBe('seekable');
    await expect(store.withLocalFile('videos/none/original', async () => 1)).rejects.toThrow(
      'ENOENT',
    );
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('invalid blob key');
    await expect(store.open('media/../../etc/passwd')).rejects.toThrow('invalid blob key');
  });
});
