import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DbBool, EventRow } from '../db/row-kinds.ts';

/** The tables `server/videos/` owns (server/db/table-owners.json), as Kysely sees them. */

/** Videos per advisor and status, kept by triggers on `videos` (migration 0041). */
export interface VideoCountsTable {
  advisorId: string;
  status: string;
  n: number;
}

export interface VideosTable {
  id: string;
  advisorId: string;
  clientName: string | null;
  title: string;
  description: string | null;
  /** Where the playable file is; the spec's base64 `videoData` column is replaced by blobs. */
  fileUrl: string | null;
  thumbnailUrl: string | null;
  /** Seconds. */
  duration: number | null;
  status: Generated<string>;
  /** Why the video has or lacks a transcript (shared/api/videos.ts TranscriptStatus). */
  transcriptStatus: string | null;
  /** True when the advisor typed no title: a model may replace it, never a typed one. */
  titleIsDefault: ColumnType<number | boolean, 0 | 1 | undefined, 0 | 1>;
  captionsEnabled: DbBool;
  includeProfilePicture: DbBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The PWA's idempotency key: a create retried after a lost response finds its video. */
  clientRequestId: string | null;
  /** The pipeline step running now (shared/api/videos.ts ProcessingStep); null when idle. */
  processingStep: string | null;
  /** Why the video failed, shown to the advisor. */
  failureReason: string | null;
}

/** A named point of a video (videos/chapters-repo.ts); one per start time. */
export interface VideoChaptersTable {
  videoId: string;
  startSeconds: number;
  title: string;
}

/**
 * What a video was recorded from, its camera's offset and layout (videos/sources-repo.ts); one
 * row per video made since migration 0032, none for earlier ones (screen recordings). The
 * camera file's declaration and arrival are in `upload_declarations` (migration 0035).
 */
export interface VideoSourcesTable {
  videoId: string;
  /** 'screen' | 'camera' | 'screen_and_camera' (shared/schemas/camera-layout.ts). */
  source: string;
  /** When the camera's first frame was captured after the screen's, in ms. */
  cameraOffsetMs: number | null;
  /** How the two are composed (two-stream videos only). */
  layoutKind: string | null;
  layoutCorner: string | null;
  layoutSize: string | null;
}

/**
 * The language model's chapters and summary for a video (videos/suggestions-repo.ts): never the
 * video's own, which change only when the advisor saves them.
 */
export interface VideoSuggestionsTable {
  videoId: string;
  /** The sha256 of the captions they were made from: other captions now make them stale. */
  captionsSha256: string;
  /** JSON: [{title, startSeconds}] by start; [] when the model suggested nothing usable. */
  chapters: string;
  summary: string | null;
  madeAt: Timestamp;
}

/** A video's captions in one language (videos/captions-repo.ts). */
export interface CaptionTracksTable {
  videoId: string;
  /** BCP-47, e.g. 'en' (shared/captions/languages.ts). */
  language: string;
  /** WebVTT, as the player loads it. */
  captionsData: string;
  /** The captions' words alone, for the compliance transcript and the title and description. */
  transcriptText: string | null;
  /** 'whisper' as made from the speech, 'advisor' once corrected in the captions editor. */
  source: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RecordingEventsTable extends EventRow {
  advisorId: string;
  videoId: string | null;
}

/** One version of a video's files (migrations/0011): files are never overwritten. */
export interface VideoVersionsTable {
  id: string;
  videoId: string;
  /** 1 for the processed upload, then one more for each change. */
  version: number;
  originalKey: string;
  mp4Key: string | null;
  thumbnailKey: string | null;
  captionsKey: string | null;
  originalSha256: string | null;
  captionsSha256: string | null;
  /** What made this version: 'processed' or 'captions_edited'. */
  reason: string;
  createdByType: string;
  createdById: string | null;
  createdAt: Timestamp;
}
