import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore, ByteRange, WantedBytes } from '../storage/blob-store.ts';

/** A fresh, empty store for one test, and how to throw it away. */
export interface StoreUnderTest {
  store: BlobStore;
  dispose(): Promise<void>;
}

const MIB = 1024 * 1024;

/** Several 5 MiB multipart parts on S3, and many read buffers on disk. */
const LARGE_BYTES = 20 * MIB + 12_345;

/**
 * What every BlobStore promises its callers (the HTTP media routes, the pipeline, uploads),
 * registered as one describe block so each store runs the very same cases.
 */
export function describeBlobStoreContract(
  name: string,
  createStore: () => Promise<StoreUnderTest>,
): void {
  describe(`${name}: the BlobStore contract`, () => {
    let current: StoreUnderTest;
    let store: BlobStore;
    let outside: string;
    beforeEach(async () => {
      current = await createStore();
      store = current.store;
      outside = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-contract-'));
    });
    afterEach(async () => {
      await current.dispose();
      fs.rmSync(outside, { recursive: true, force: true });
    });

    const read = async (key: string, range?: ByteRange) => {
      const blob = await store.open(key, range);
      if (!blob) throw new Error(`${key} is missing`);
      return { size: blob.size, text: (await buffer(blob.stream)).toString() };
    };

    it('stores a buffer and a stream and reads them back with their size', async () => {
      await store.put('media/one', Buffer.from('hello'));
      await store.put('media/two', Readable.from([Buffer.from('str'), Buffer.from('eam')]));
      expect(await read('media/one')).toEqual({ size: 5, text: 'hello' });
      expect(await read('media/two')).toEqual({ size: 6, text: 'stream' });
    });

    it('replaces a blob whole when it is written again', async () => {
      await store.put('media/logo', Buffer.from('the first, longer version'));
      await store.put('media/logo', Buffer.from('second'));
      expect(await read('media/logo')).toEqual({ size: 6, text: 'second' });
      expect((await store.stat('media/logo'))?.size).toBe(6);
    });

    it('streams only the bytes of an inclusive range, still telling the whole size', async () => {
      await store.put('media/digits', Buffer.from('0123456789'));
      const digits = (range: ByteRange) => read('media/digits', range);
      expect(await digits({ start: 0, end: 0 })).toEqual({ size: 10, text: '0' });
      expect(await digits({ start: 2, end: 5 })).toEqual({ size: 10, text: '2345' });
      expect(await digits({ start: 9, end: 9 })).toEqual({ size: 10, text: '9' });
      // Past the end: up to the end, and nothing at all from a start past it.
      expect(await digits({ start: 7, end: 500 })).toEqual({ size: 10, text: '789' });
      expect(await digits({ start: 10, end: 20 })).toEqual({ size: 10, text: '' });
      expect(await digits({ start: 50, end: 60 })).toEqual({ size: 10, text: '' });
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

    it('tells a blob’s size and time without opening it, the same as opening it does', async () => {
      const before = Date.now();
      await store.put('media/dated', Buffer.from('four'));
      const info = await store.stat('media/dated');
      const opened = await store.open('media/dated');
      opened?.stream.destroy();
      expect(info?.size).toBe(4);
      expect(opened?.size).toBe(4);
      expect(opened?.modifiedAt.getTime()).toBe(info?.modifiedAt.getTime());
      // S3 keeps whole seconds; a minute either way catches a missing or made-up date.
      expect(Math.abs((info?.modifiedAt.getTime() ?? 0) - before)).toBeLessThan(60_000);
    });

    it('opens a blob once for the bytes chosen from its size and time', async () => {
      await store.put('media/digits', Buffer.from('0123456789'));
      const info = await store.stat('media/digits');
      const seen: number[] = [];
      const chosen = async (wanted: WantedBytes) => {
        const blob = await store.openChosen('media/digits', ({ size, modifiedAt }) => {
          seen.push(size);
          expect(modifiedAt.getTime()).toBe(info?.modifiedAt.getTime());
          return wanted;
        });
        const text = blob?.stream ? (await buffer(blob.stream)).toString() : null;
        return { size: blob?.size, range: blob?.range, text };
      };
      expect(await chosen({ start: 2, end: 5 })).toEqual({
        size: 10,
        range: { start: 2, end: 5 },
        text: '2345',
      });
      expect(await chosen('whole')).toEqual({ size: 10, range: undefined, text: '0123456789' });
      expect(await chosen('none')).toEqual({ size: 10, range: undefined, text: null });
      expect(seen).toEqual([10, 10, 10]);
      const missing = await store.openChosen('media/none', () => {
        throw new Error('nothing to choose from');
      });
      expect(missing).toBeNull();
    });

    it('answers null for a missing blob, and refuses to lend one as a file', async () => {
      expect(await store.open('media/none')).toBeNull();
      expect(await store.open('media/none', { start: 0, end: 9 })).toBeNull();
      expect(await store.stat('media/none')).toBeNull();
      await expect(store.withLocalFile('videos/none/original', async () => 1)).rejects.toThrow(
        'ENOENT',
      );
    });

    it('deletes idempotently, and deleting what was never there is fine', async () => {
      await store.put('media/gone', Buffer.from('x'));
      await store.delete('media/gone');
      await store.delete('media/gone');
      await store.delete('media/never');
      expect(await store.open('media/gone')).toBeNull();
      expect(await store.stat('media/gone')).toBeNull();
    });

    it('keeps what was there when a write fails midway, and stores nothing new', async () => {
      const failing = () =>
        new Readable({
          read() {
            this.destroy(new Error('client went away'));
          },
        });
      await store.put('media/kept', Buffer.from('old bytes'));
      await expect(store.put('media/kept', failing())).rejects.toThrow('client went away');
      await expect(store.put('media/broken', failing())).rejects.toThrow('client went away');
      expect(await read('media/kept')).toEqual({ size: 9, text: 'old bytes' });
      expect(await store.stat('media/broken')).toBeNull();
    });

    it('moves a finished file in under a key, leaving nothing at its old place', async () => {
      const file = path.join(outside, 'incoming.bin');
      fs.writeFileSync(file, 'video bytes');
      await store.moveIn('videos/abc/original', file);
      expect(fs.existsSync(file)).toBe(false);
      expect(await read('videos/abc/original')).toEqual({ size: 11, text: 'video bytes' });
    });

    it('lends a stored blob as a readable local file, passing on what `use` returns or throws', async () => {
      await store.put('videos/abc/original', Buffer.from('seekable'));
      const lent = await store.withLocalFile('videos/abc/original', (file) =>
        fs.promises.readFile(file, 'utf8'),
      );
      expect(lent).toBe('seekable');
      await expect(
        store.withLocalFile('videos/abc/original', () => Promise.reject(new Error('ffprobe died'))),
      ).rejects.toThrow('ffprobe died');
      expect(await read('videos/abc/original')).toEqual({ size: 8, text: 'seekable' });
    });

    it('refuses keys that could leave its folder or bucket prefix', async () => {
      const bad = ['../escape', 'media/../../etc/passwd', '/media/abs', 'Media/Upper', 'media//x'];
      for (const key of bad) {
        await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('invalid blob key');
        await expect(store.open(key)).rejects.toThrow('invalid blob key');
        await expect(store.stat(key)).rejects.toThrow('invalid blob key');
        await expect(store.delete(key)).rejects.toThrow('invalid blob key');
        await expect(store.withLocalFile(key, async () => 1)).rejects.toThrow('invalid blob key');
      }
      const file = path.join(outside, 'kept.bin');
      fs.writeFileSync(file, 'x');
      await expect(store.moveIn('../escape', file)).rejects.toThrow('invalid blob key');
      expect(fs.existsSync(file)).toBe(true);
    });

    describe('a large file', () => {
      // Made once; the test holds it to compare. The stores never hold it: they stream, S3 at
      // most 4 parts of 5 MiB in flight, disk a read buffer of 256 KiB.
      let large: Buffer;
      beforeAll(() => {
        large = randomBytes(LARGE_BYTES);
      });
      afterAll(() => {
        large = Buffer.alloc(0);
      });

      const expectStoredWhole = async (key: string) => {
        const whole = await store.open(key);
        expect(whole?.size).toBe(LARGE_BYTES);
        expect(whole && (await buffer(whole.stream)).equals(large)).toBe(true);
        // Across the first 5 MiB part boundary, and the tail.
        const seam = { start: 5 * MIB - 100, end: 5 * MIB + 99 };
        const across = await store.open(key, seam);
        const tail = await store.open(key, { start: LARGE_BYTES - 10, end: LARGE_BYTES + 10 });
        expect(across && (await buffer(across.stream))).toEqual(
          large.subarray(seam.start, seam.end + 1),
        );
        expect(tail && (await buffer(tail.stream))).toEqual(large.subarray(-10));
      };

      it('round-trips a streamed put byte for byte', async () => {
        const chunks = function* () {
          for (let at = 0; at < LARGE_BYTES; at += MIB) yield large.subarray(at, at + MIB);
        };
        await store.put('videos/large/original', Readable.from(chunks()));
        await expectStoredWhole('videos/large/original');
      });

      it('round-trips a moved-in file byte for byte, and lends it back whole', async () => {
        const file = path.join(outside, 'large.bin');
        fs.writeFileSync(file, large);
        await store.moveIn('videos/large/mp4', file);
        expect(fs.existsSync(file)).toBe(false);
        await expectStoredWhole('videos/large/mp4');
        const lent = await store.withLocalFile('videos/large/mp4', (local) =>
          fs.promises.readFile(local),
        );
        expect(lent.equals(large)).toBe(true);
      });
    });
  });
}
