import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { localDiskStore } from './local-disk-store.ts';

/**
 * The configured blob store: local disk under $DATA_DIR/blobs, or one S3 bucket. The S3 client
 * is imported only for a bucket: loading the AWS SDK is a large part of a start's CPU time,
 * and a firm storing on disk never uses it.
 */
export async function blobStoreFor(config: Config): Promise<BlobStore> {
  const { storage } = config;
  if (storage.kind === 's3') {
    const [{ s3ClientOf }, { s3Store }] = await Promise.all([
      import('./s3-client.ts'),
      import('./s3-store.ts'),
    ]);
    return s3Store(s3ClientOf(storage), storage.bucket);
  }
  return localDiskStore(path.join(config.dataDir, 'blobs'));
}
