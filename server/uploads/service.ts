import type { UploadTrack } from '../../shared/schemas/camera-layout.ts';
import type { AppDeps } from '../deps.ts';
import { NotFound, UnsupportedType, Unprocessable } from '../errors/domain-errors.ts';
import { originalBlobKey } from '../videos/blob-keys.ts';
import { declaredFileOf, recordVideoUploaded } from '../videos/service.ts';
import { NOT_A_VIDEO, type CheckedUploadStore } from './checked-upload-store.ts';
import { deleteUpload, findUpload, findUploadOfVideo, insertUpload } from './repo.ts';
import { openUploadStore } from './upload-store.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/**
 * A new upload for a video replaces any earlier unfinished one (a client that lost its upload
 * URL starts again), so a video never has two uploads writing its file.
 */
export async function beginUpload(
  deps: AppDeps,
  store: CheckedUploadStore,
  upload: { id: string; videoId: string; advisorId: string; size: number; track: UploadTrack },
): Promise<void> {
  const at = deps.clock.now().toISOString();
  const replaced = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const earlier = await findUploadOfVideo(trx, upload.videoId);
    if (earlier) await deleteUpload(trx, earlier.id);
    await insertUpload(trx, { ...upload, createdAt: at, updatedAt: at });
    return earlier;
  });
  if (replaced) await store.discard(replaced.id);
}

/**
 * Frees a video's unfinished upload, if it has one: its bytes first, then its row (on a full
 * disk the database write needs the room the bytes leave). For the video's deletion.
 */
export async function discardVideoUpload(deps: AppDeps, videoId: string): Promise<void> {
  const upload = await findUploadOfVideo(deps.db, videoId);
  if (!upload) return;
  await (await openUploadStore(deps)).discard(upload.id);
  await deleteUpload(deps.db, upload.id);
}

/** The advisor's upload in flight; anyone else's, or one that is finished or gone, is 404. */
export async function ownUpload(deps: AppDeps, advisorId: string, uploadId: string) {
  const upload = await findUpload(deps.db, uploadId);
  if (!upload || upload.advisorId !== advisorId) {
    throw new NotFound('This upload does not exist or has already finished.');
  }
  return upload;
}

/** Throws away an upload that can never become the video's file; the client must start over. */
async function dropUpload(deps: AppDeps, store: CheckedUploadStore, id: string): Promise<void> {
  await store.discard(id);
  await deleteUpload(deps.db, id);
}

/**
 * The last byte is stored: the file must be a video whose size and sha256 are the ones Save
 * declared. Then it becomes the video's original in the BlobStore, unmodified, and the video
 * moves on to processing. A mismatch throws the upload away (422) so the client sends it anew.
 */
export async function finishUpload(
  deps: AppDeps,
  store: CheckedUploadStore,
  uploadId: string,
): Promise<void> {
  const upload = await findUpload(deps.db, uploadId);
  if (!upload) throw new NotFound('This upload does not exist or has already finished.');
  const declared = await declaredFileOf(deps, upload.advisorId, upload.videoId);
  const { container, size, sha256 } = await store.inspect(uploadId);
  if (!container) {
    await dropUpload(deps, store, uploadId);
    throw new UnsupportedType(NOT_A_VIDEO);
  }
  if (size !== declared.size || sha256 !== declared.sha256) {
    await dropUpload(deps, store, uploadId);
    throw new Unprocessable(
      'The uploaded file does not match the saved recording (its sha256 differs), so it was discarded. Send it again.',
      'HASH_MISMATCH',
    );
  }
  await store.keepAs(uploadId, originalBlobKey(upload.videoId));
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await deleteUpload(trx, uploadId);
    await recordVideoUploaded(trx, deps.clock, { ...declared, container });
  });
}
