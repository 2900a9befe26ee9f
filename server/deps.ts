import type { UploadTrack } from '../shared/schemas/camera-layout.ts';
import type { ModelFiles } from './ai/installed-models.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/connect.ts';
import type { EventSubscribers } from './events/publish.ts';
import type { Logger } from './http/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ViewerRecord } from './share/viewer-record.ts';
import type { BlobStore } from './storage/blob-store.ts';

/** What Save declared of one of a video's files: an upload must match it exactly. */
export interface DeclaredFile {
  videoId: string;
  advisorId: string;
  track: UploadTrack;
  size: number;
  sha256: string;
  /** Where the file is kept once its upload is checked. */
  key: string;
}

/**
 * What uploads asks of videos: the declared file an upload of the advisor's video may write,
 * and that a file is stored (once every one is, the video moves on to processing). Videos
 * reads the declarations `uploads/` keeps, so uploads may not import it: the composition root
 * hands `videos/service.ts`'s through AppDeps.
 */
export interface VideoFiles {
  declaredFileOf(
    deps: AppDeps,
    advisorId: string,
    videoId: string,
    track: UploadTrack,
  ): Promise<DeclaredFile>;
  recordStored(trx: Db, clock: Clock, file: DeclaredFile & { container: string }): Promise<void>;
}

/** The bytes a video's uploads in flight have received, by track; null for none in flight. */
export interface UploadProgress {
  screen: number | null;
  camera: number | null;
}

/** A video's share link as `share/` keeps it: what opens it, and how often it was played. */
export interface ShareLinkRow {
  videoId: string;
  shareLink: string;
  passwordHash: string | null;
  shareRevokedAt: string | null;
  shareExpiresAt: string | null;
  viewCount: number;
  /** The advisor's switch; the firm may still forbid downloads (compliance's setting). */
  allowDownload: boolean;
  /** The clients' free-text comments and quick compliments, and those the advisor has not seen. */
  responses: { comments: number; compliments: number; unread: number };
}

/**
 * What the advisor may change of a link in place: its password, expiry, revocation and
 * whether the client may download.
 */
export type ShareLinkChange = Partial<
  Pick<ShareLinkRow, 'passwordHash' | 'shareRevokedAt' | 'shareExpiresAt' | 'allowDownload'>
>;

/**
 * A video's share link, kept by `share/` (its own table). Share reads videos, compliance,
 * notifications and integrations, so none of them may import it: the composition root hands
 * them `share/links-service.ts`'s through AppDeps. Writes take the caller's transaction.
 */
export interface ShareLinks {
  /** Gives a new video its link; returns it. */
  create(trx: Db, videoId: string, passwordHash: string | null): Promise<string>;
  /** The links of these videos by video id, in one query however many there are. */
  of(db: Db, videoIds: readonly string[]): Promise<Map<string, ShareLinkRow>>;
  /** The link of one video (every video has one, made in the transaction that made it). */
  ofVideo(db: Db, videoId: string): Promise<ShareLinkRow>;
  change(trx: Db, videoId: string, change: ShareLinkChange): Promise<void>;
  /** A new link in place of the old one (which stays dead), open and without expiry. */
  renew(trx: Db, videoId: string): Promise<string>;
  /** How often all of the advisor's links have been played. */
  totalViews(db: Db, advisorId: string): Promise<number>;
}

/** An advisor's reply to a client's comment. */
export interface CommentReply {
  id: string;
  body: string;
  createdAt: string;
}

/**
 * The advisor's replies to comments, kept by `share/`. Share reads videos, which reads the
 * activity, so the activity is handed `share/reply-service.ts`'s through AppDeps.
 */
export interface CommentReplies {
  /** A video's replies by the comment they answer, oldest first. */
  byComment(db: Db, videoId: string): Promise<Map<string, CommentReply[]>>;
}

/** What every feature's routes and services are built from; tests swap the clock. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  blobs: BlobStore;
  /** Seals CRM credentials and webhook secrets (INTEGRATIONS_KEY, or one made in DATA_DIR). */
  integrationsKey: Buffer;
  /** The AI models verified at start (none in most tests): the pipeline's and the preview's. */
  models: ModelFiles;
  /** Who hears each published action (server/event-subscribers.ts). */
  eventSubscribers: EventSubscribers;
  videoFiles: VideoFiles;
  shareLinks: ShareLinks;
  commentReplies: CommentReplies;
  /** Share's record of each video's viewers, for the folders share reads (`share/viewer-record.ts`). */
  viewerRecord: ViewerRecord;
}
