import type { Updateable } from 'kysely';
import type { VideoStatus } from '../../shared/api/videos.ts';
import type { Db } from '../db/connect.ts';
import type { VideosTable } from './tables.ts';
import { updateVideoStatus } from './repo.ts';

/**
 * Where a video stands between Save and a playable share page, and the only moves between
 * those places. Every status a video ever gets is written here:
 *
 *   uploading  --upload stored, hash checked-->  uploaded        (uploads, via videos/service)
 *   uploaded   --the processing job starts-->    processing      (videos/processing)
 *   processing --a job run after a crash-->      processing      (it starts over from the original)
 *   processing --renditions made-->              ready
 *   processing --unreadable file, or retries
 *                exhausted-->                    failed
 *
 * `ready` and `failed` are final: nothing re-processes a video, and a failed one keeps its
 * original for the advisor to download. A move not in the table is a bug, refused loudly.
 */
const NEXT: Record<VideoStatus, readonly VideoStatus[]> = {
  uploading: ['uploaded'],
  uploaded: ['processing'],
  processing: ['processing', 'ready', 'failed'],
  ready: [],
  failed: [],
};

/** A new video waits for its file. */
export const FIRST_VIDEO_STATUS: VideoStatus = 'uploading';

const isVideoStatus = (value: string): value is VideoStatus => Object.hasOwn(NEXT, value);

/** A status as stored; any other text means the row was written outside this module. */
export function videoStatusOf(stored: string): VideoStatus {
  if (!isVideoStatus(stored)) throw new Error(`Unknown video status "${stored}"`);
  return stored;
}

export function canMoveVideo(from: VideoStatus, to: VideoStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * Moves a video from `from` to `to` with the other changes of that step, if it is still in
 * `from`: false when it was not (another worker or request moved it first), so a step runs
 * once. A move the lifecycle does not allow throws.
 */
export async function moveVideo(
  db: Db,
  id: string,
  from: VideoStatus,
  to: VideoStatus,
  patch: Omit<Updateable<VideosTable>, 'status'>,
): Promise<boolean> {
  if (!canMoveVideo(from, to)) throw new Error(`A video cannot go from ${from} to ${to}`);
  return updateVideoStatus(db, id, from, to, patch);
}
