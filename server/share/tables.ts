import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, EventRow } from '../db/row-kinds.ts';

/** The tables `server/share/` owns (server/db/table-owners.json), as Kysely sees them. */

/** A video's share link and what opens it (share/); every video has one. */
export interface ShareLinksTable {
  videoId: string;
  shareLink: string;
  passwordHash: string | null;
  /** A revoked or expired link opens nothing ('Video not found or link no longer active'). */
  shareRevokedAt: Timestamp | null;
  shareExpiresAt: Timestamp | null;
  /** The link expiry the audit log has recorded as reached (see migrations/0011). */
  shareExpiryRecorded: Timestamp | null;
  viewCount: Generated<number>;
  /** The advisor's switch: the client may save the video and its captions (off by default). */
  allowDownload: ColumnType<number | boolean, 0 | 1 | undefined, 0 | 1>;
}

export interface ViewerEventsTable extends EventRow {
  videoId: string;
  sessionId: string;
}

export interface ViewerComplimentsTable {
  id: string;
  videoId: string;
  sessionId: string;
  type: string;
  message: string | null;
  createdAt: Timestamp;
  /** When the advisor first saw it on the video's page; null while it is new. */
  readAt: Timestamp | null;
  /** The second of playback it was sent at; null when unknown (older, or not played yet). */
  atSeconds: number | null;
}

/** The advisor's reply to a client's comment, shown under it on the share page. */
export interface CommentRepliesTable {
  id: string;
  commentId: string;
  videoId: string;
  advisorId: string;
  body: string;
  createdAt: Timestamp;
}

/** One visit of a share page: the viewer script's random per-visit session id, and what it watched. */
export interface ViewerSessionsTable {
  videoId: string;
  sessionId: string;
  ip: string;
  userAgent: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  /** Set by the visit's first play (a view only if its pass has not played: share_pass_views). */
  playedAt: Timestamp | null;
  completedAt: Timestamp | null;
  /** Seconds into the video the visit got to. */
  furthestSecond: Generated<number>;
}

/** A pass through a video's gate that played it: the one view that pass counts. */
export interface SharePassViewsTable {
  videoId: string;
  /** The gate token's random pass id. */
  passId: string;
  /** The visit whose play counted, for the record. */
  sessionId: string;
  createdAt: Timestamp;
}

/** A server secret (base64url), made on first use and shared by every process through the DB. */
export interface SigningKeysTable {
  name: string;
  secret: string;
  createdAt: Timestamp;
}
