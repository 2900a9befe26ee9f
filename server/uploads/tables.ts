import type { Generated } from 'kysely';
import type { Timestamp, DbBool } from '../db/row-kinds.ts';

/** The tables `server/uploads/` owns (server/db/table-owners.json), as Kysely sees them. */

/**
 * What Save declared of a video's files and what their uploads found (uploads/declarations-repo.ts,
 * migration 0035): one row per video, made with it. The screen's file is the video's own upload
 * (`upload*`); the camera's (two-stream videos only) is `camera*`.
 */
export interface UploadDeclarationsTable {
  videoId: string;
  /** What Save declared of the file; the upload must match it byte for byte. */
  uploadSize: number | null;
  uploadSha256: string | null;
  uploadContentType: string | null;
  /** The video's container, found in its (screen's) uploaded bytes ('webm' or 'mp4'), never the one claimed. */
  container: string | null;
  /** When every file the video declared was stored: it left `uploading` then. */
  uploadedAt: Timestamp | null;
  /** A two-stream video's screen file, once stored while the camera's is awaited. */
  screenContainer: string | null;
  screenUploadedAt: Timestamp | null;
  /** The camera's declared file (two-stream videos only), as Save declared it. */
  cameraSize: number | null;
  cameraSha256: string | null;
  cameraContentType: string | null;
  cameraContainer: string | null;
  cameraUploadedAt: Timestamp | null;
}

/** A resumable (tus) upload in flight; the row goes when the file is stored or abandoned. */
export interface UploadsTable {
  /** The tus upload id, the last part of its URL. */
  id: string;
  videoId: string;
  advisorId: string;
  size: number;
  /** Bytes acknowledged so far. */
  received: Generated<number>;
  /** Which of the video's files it writes: 'screen' or 'camera' (migration 0032). */
  track: string;
  createdAt: Timestamp;
  /** Last time bytes arrived: an upload idle for a day is abandoned. */
  updatedAt: Timestamp;
}

/** Which request may write an upload (uploads/db-locker.ts); the row goes when it lets go. */
export interface UploadLocksTable {
  uploadId: string;
  /** A random token per lock taken, so only its holder renews or releases it. */
  holder: string;
  /** A holder that stops renewing (a crashed process) loses the lock at this time. */
  expiresAt: Timestamp;
  /** Another request waits for this upload: the holder should finish and let go. */
  releaseRequested: DbBool;
}
