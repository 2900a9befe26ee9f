import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { localDiskStore } from './local-disk-store.ts';

/** The configured blob store: local disk under $DATA_DIR/blobs. */
export function blobStoreFor(config: Config): BlobStore {
  return localDiskStore(path.join(config.dataDir, 'blobs'));
}
