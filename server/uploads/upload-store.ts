import path from 'node:path';
import type { AppDeps } from '../deps.ts';
import { CheckedFileStore } from './checked-file-store.ts';
import { deleteUpload, noteReceived } from './repo.ts';

/** Partial uploads live apart from stored blobs, under $DATA_DIR/uploads. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The upload file store, reporting progress and refusals to the `uploads` table. */
export function openUploadStore(deps: AppDeps): CheckedFileStore {
  return new CheckedFileStore(uploadsDir(deps.config.dataDir), {
    written: (id, offset) => noteReceived(deps.db, id, offset, deps.clock.now().toISOString()),
    refused: (id) => deleteUpload(deps.db, id),
  });
}
