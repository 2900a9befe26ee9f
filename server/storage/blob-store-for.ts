import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { localDiskStore } from './local-disk-store.ts';
import { s3ClientOf } from './s3-client.ts';
import { s3Store } from './s3-store.ts';

/** The configured blob store: local disk under $DATA_DIR/blobs, or one S3 bucket. */
export function blobStoreFor(config: Config): BlobStore {
  const { storage } = config;
  if (storage.kind === 's3') return s3Store(s3ClientOf(storage), storage.bucket);
  return localDiskStore(path.join(config.dataDir, 'blobs'));
}
