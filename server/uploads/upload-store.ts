import path from 'node:path';
import type { AppDeps } from '../deps.ts';
import { CheckedFileStore } from './checked-file-store.ts';
import type { CheckedUploadStore, UploadListener } from './checked-upload-store.ts';
import { deleteUpload, noteReceived } from './repo.ts';

/** Partial uploads live apart from stored blobs, under $DATA_DIR/uploads. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const opened = new WeakMap<AppDeps, Promise<CheckedUploadStore>>();

/**
 * The upload store, reporting progress and removals to the `uploads` table: local disk on one
 * machine; with STORAGE=s3 the bucket, so that every web process can serve every upload. Like
 * the blob store, it imports the AWS SDK only for a bucket. One per AppDeps: the tus server, the
 * cleanup job and a video's deletion share it, and with it the hashes of uploads in flight.
 */
export function openUploadStore(deps: AppDeps): Promise<CheckedUploadStore> {
  let store = opened.get(deps);
  if (!store) {
    store = openStore(deps);
    opened.set(deps, store);
  }
  return store;
}

async function openStore(deps: AppDeps): Promise<CheckedUploadStore> {
  const listener: UploadListener = {
    written: (id, offset) => noteReceived(deps.db, id, offset, deps.clock.now().toISOString()),
    removed: (id) => deleteUpload(deps.db, id),
  };
  const { storage } = deps.config;
  if (storage.kind === 's3') {
    const [{ s3ClientOf }, { CheckedS3Store }] = await Promise.all([
      import('../storage/s3-client.ts'),
      import('./checked-s3-store.ts'),
    ]);
    return new CheckedS3Store(s3ClientOf(storage), storage.bucket, listener, deps.blobs);
  }
  return new CheckedFileStore(uploadsDir(deps.config.dataDir), listener, deps.blobs);
}
