import { UPLOAD_TRACKS, type UploadTrack } from '../../shared/schemas/camera-layout.ts';
import type { AppDeps, UploadProgress } from '../deps.ts';
import type { Db } from '../db/connect.ts';
import { NotFound, UnsupportedType, Unprocessable } from '../errors/domain-errors.ts';
import { NOT_A_VIDEO, type CheckedUploadStore } from './checked-upload-store.ts';
import {
  deleteUpload,
  findReceivedOfVideos,
  findUpload,
  findUploadOfTrack,
  findUploadsOfVideo,
  insertUpload,
} from './repo.ts';
import { openUploadStore } from './upload-store.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/**
 * A new upload of one of a video's files replaces any earlier unfinished one of that file (a
 * client that lost its upload URL starts again), so no file ever has two uploads writing it;
 * the other file's upload goes on.
 */
export async function beginUpload(
  deps: AppDeps,
  store: CheckedUploadStore,
  upload: { id: string; videoId: string; advisorId: string; size: number; track: UploadTrack },
): Promise<void> {
  const at = deps.clock.now().toISOString();
  const replaced = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const earlier = await findUploadOfTrack(trx, upload.videoId, upload.track);
    if (earlier) await deleteUpload(trx, earlier.id);
    await insertUpload(trx, { ...upload, createdAt: at, updatedAt: at });
    return earlier;
  });
  if (replaced) await store.discard(replaced.id);
}

/**
 * Frees a video's unfinished uploads (the screen's and the camera's), if it has any: the bytes
 * first, then the row (on a full disk the database write needs the room the bytes leave). For
 * the video's deletion.
 */
export async function discardVideoUpload(deps: AppDeps, videoId: string): Promise<void> {
  for (const upload of await findUploadsOfVideo(deps.db, videoId)) {
    await (await openUploadStore(deps)).discard(upload.id);
    await deleteUpload(deps.db, upload.id);
  }
}

/**
 * What each of these videos' uploads in flight has received so far, by track, in one query:
 * the library shows an unfinished upload's progress. A video with none in flight is absent.
 */
export async function uploadsReceived(
  db: Db,
  videoIds: readonly string[],
): Promise<Map<string, UploadProgress>> {
  const received = new Map<string, UploadProgress>();
  for (const row of await findReceivedOfVideos(db, videoIds)) {
    const progress = received.get(row.videoId) ?? { screen: null, camera: null };
    progress[row.track === 'camera' ? 'camera' : 'screen'] = Number(row.received);
    received.set(row.videoId, progress);
  }
  return received;
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

/** An upload's track as stored; any other text means the row was written elsewhere. */
function uploadTrackOf(stored: string): UploadTrack {
  const track = UPLOAD_TRACKS.find((known) => known === stored);
  if (!track) throw new Error(`Unknown upload track "${stored}"`);
  return track;
}

/**
 * The last byte is stored: the file must be a video whose size and sha256 are the ones Save
 * declared. Then it becomes the video's original (or its camera original) in the BlobStore,
 * unmodified, and the video moves on to processing once every file it declared is stored. A mismatch throws the upload away (422) so the client sends it anew.
 */
export async function finishUpload(
  deps: AppDeps,
  store: CheckedUploadStore,
  uploadId: string,
): Promise<void> {
  const upload = await findUpload(deps.db, uploadId);
  if (!upload) throw new NotFound('This upload does not exist or has already finished.');
  const track = uploadTrackOf(upload.track);
  const declared = await deps.videoFiles.declaredFileOf(
    deps,
    upload.advisorId,
    upload.videoId,
    track,
  );
  const { container, size, sha256 } = await store.inspect(uploadId);
  if (!container) {
    await dropUpload(deps, store, uploadId);
    throw new UnsupportedType(NOT_A_VIDEO);
  }
  if (size !== declared.size || sha256 !== declared.sha256) {
    await dropUpload(deps, store, uploadId);
    throw new Unprocessable(
      `The uploaded file does not match the saved ${track === 'camera' ? 'camera recording' : 'recording'} (its sha256 differs), so it was discarded. Send it again.`,
      'HASH_MISMATCH',
    );
  }
  await store.keepAs(uploadId, declared.key);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await deleteUpload(trx, uploadId);
    await deps.videoFiles.recordStored(trx, deps.clock, { ...declared, container });
  });
}
