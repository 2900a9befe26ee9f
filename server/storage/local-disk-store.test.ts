import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.ts';
import { describeBlobStoreContract } from '../test/blob-store-contract.ts';
import { localDiskStore } from './local-disk-store.ts';

const tempRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-blobs-'));

describeBlobStoreContract('local disk store', async () => {
  const root = tempRoot();
  return {
    store: localDiskStore(root),
    dispose: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

/** Files this process holds open under `root`, as Linux lists them. */
const openFilesUnder = (root: string) =>
  fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(path.join('/proc/self/fd', fd));
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(root));

describe('local disk store, on disk', () => {
  let root: string;
  let store: BlobStore;
  beforeEach(() => {
    root = tempRoot();
    store = localDiskStore(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('tells the file’s own modification time', async () => {
    await store.put('media/dated', Buffer.from('x'));
    const when = new Date('2024-03-01T12:00:00.250Z');
    fs.utimesSync(path.join(root, 'media', 'dated'), when, when);
    const blob = await store.open('media/dated');
    blob?.stream.destroy();
    expect(blob?.modifiedAt).toEqual(when);
    expect((await store.stat('media/dated'))?.modifiedAt).toEqual(when);
  });

  it('leaves no partial file behind when a write fails midway', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('media/broken', failing)).rejects.toThrow('client went away');
    expect(fs.readdirSync(path.join(root, 'media'))).toEqual([]);
  });

  it('moves a file in by renaming it, so a large video is not copied', async () => {
    const outside = path.join(root, 'incoming.bin');
    fs.writeFileSync(outside, 'video bytes');
    const { ino } = fs.statSync(outside);
    await store.moveIn('videos/abc/original', outside);
    expect(fs.statSync(path.join(root, 'videos', 'abc', 'original')).ino).toBe(ino);
  });

  it('lends the stored file itself rather than a copy', async () => {
    await store.put('videos/abc/original', Buffer.from('seekable'));
    const lent = await store.withLocalFile('videos/abc/original', async (file) => file);
    expect(lent).toBe(path.join(root, 'videos', 'abc', 'original'));
  });

  it('closes the file once a stream is read or given up, and never holds one for a stat', async () => {
    await store.put('media/open', Buffer.from('0123456789'));
    await store.stat('media/open');
    expect(openFilesUnder(root)).toEqual([]);
    const read = await store.open('media/open');
    read?.stream.resume();
    if (read) await finished(read.stream);
    const abandoned = await store.open('media/open', { start: 2, end: 5 });
    abandoned?.stream.destroy();
    if (abandoned) await finished(abandoned.stream).catch(() => undefined);
    expect(openFilesUnder(root)).toEqual([]);
  });
});
