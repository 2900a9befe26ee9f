import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import type { BlobStore } from './blob-store.ts';
import { describeBlobStoreContract } from '../test/blob-store-contract.ts';
import { checkBucket } from './check-bucket.ts';
import { newS3Client } from './s3-client.ts';
import { s3Store } from './s3-store.ts';

// s3rver stands in for S3 (AWS, MinIO, Ceph RGW, R2), none of which is reachable from here:
// it speaks the same REST API, signed, with ranged GETs and multipart uploads.
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

/** A store on a bucket of its own, so every test starts empty. */
async function freshStore(): Promise<{ store: BlobStore; dispose(): Promise<void> }> {
  const client = newS3Client(s3.storage);
  const store = s3Store(client, await s3.createBucket());
  return { store, dispose: async () => client.destroy() };
}

describeBlobStoreContract('S3 store', freshStore);

describe('S3 store, lending a blob as a file', () => {
  let current: Awaited<ReturnType<typeof freshStore>>;
  beforeEach(async () => {
    current = await freshStore();
    return () => current.dispose();
  });

  it('downloads to a temporary file that is gone once `use` returns or throws', async () => {
    const { store } = current;
    await store.put('videos/abc/original', Buffer.from('seekable'));
    const returned = await store.withLocalFile('videos/abc/original', async (file) => file);
    expect(fs.existsSync(returned)).toBe(false);
    let thrown = '';
    await expect(
      store.withLocalFile('videos/abc/original', async (file) => {
        thrown = file;
        throw new Error('ffprobe died');
      }),
    ).rejects.toThrow('ffprobe died');
    expect(thrown).not.toBe('');
    expect(fs.existsSync(thrown)).toBe(false);
  });
});

describe('checking the bucket at start', () => {
  it('passes for the configured bucket', async () => {
    await expect(checkBucket(s3.storage)).resolves.toBeUndefined();
  });

  it('names a bucket that does not exist, and the store it was looked for in', async () => {
    await expect(checkBucket({ ...s3.storage, bucket: 'no-such-bucket' })).rejects.toThrow(
      `cannot use the S3 bucket "no-such-bucket" at ${s3.endpoint}: it does not exist`,
    );
  });
});
