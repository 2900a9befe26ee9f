import type { ColumnType, Generated } from 'kysely';

/**
 * Table types, camelCase (the CamelCasePlugin maps them to snake_case columns).
 * Timestamps are ISO-8601 UTC strings on both dialects; ids are UUID strings.
 * Booleans are written as 0/1 and read as number (SQLite) or boolean (PostgreSQL): use `Boolean()`.
 * The spec's generic `users` table is not created: advisors are the only accounts.
 */
export type Timestamp = string;
export type DbBool = ColumnType<number | boolean, 0 | 1, 0 | 1>;

export interface AdvisorsTable {
  id: string;
  advisorName: string;
  companyName: string;
  email: string;
  passwordHash: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The advisors table's role column: 'advisor' (the default) or 'compliance' (migration 0012). */
export interface AccountRoleColumn {
  role: Generated<string>;
}

export interface SubscriptionsTable {
  id: string;
  advisorId: string;
  planName: string;
  /** Money is kept in whole cents (the spec's decimal(10,2)) so no float ever touches it. */
  amountCents: number;
  status: Generated<string>;
  nextBillingDate: Timestamp;
  paymentToken: string | null;
  createdAt: Timestamp;
}

export interface EventRow {
  id: string;
  event: string;
  /** JSON text or null. */
  metadata: string | null;
  createdAt: Timestamp;
}

export interface SignupEventsTable extends EventRow {
  advisorId: string;
}

export interface PricingEventsTable extends EventRow {
  planId: string | null;
}

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

/** When the advisor was last emailed about a video's views and responses (notifications/). */
export interface VideoNotificationsTable {
  videoId: string;
  lastNotifiedAt: Timestamp;
}

/** Whether a video's frames were read for client data (migration 0025): one row per video. */
export interface VideoScreeningsTable {
  videoId: string;
  /** 'pending' | 'done' | 'unavailable' (no OCR model on this server). */
  status: string;
  updatedAt: Timestamp;
}

/**
 * One thing the screening found in a video (migration 0025): never the value itself, only its
 * masked form. Times in milliseconds, the box in ten-thousandths of the frame (null: speech).
 */
export interface ScreeningFindingsTable {
  id: string;
  videoId: string;
  /** 'screen' (read on the frames) or 'speech' (in the captions). */
  source: string;
  kind: string;
  startMs: number;
  endMs: number;
  boxX: number | null;
  boxY: number | null;
  boxWidth: number | null;
  boxHeight: number | null;
  masked: string;
  /** 'open' | 'blurred' | 'dismissed' */
  state: string;
  dismissedReason: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

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

export interface AdvisorSettingsTable {
  id: string;
  advisorId: string;
  phone: string | null;
  calendarLink: string | null;
  disclosureText: string;
  logoUrl: string | null;
  profilePictureUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  notifyOnActivity: ColumnType<number | boolean, 0 | 1 | undefined, 0 | 1>;
  /** Null until the advisor first saves a tab ('Last updated: Never'). */
  updatedAt: Timestamp | null;
}

export interface SettingsEventsTable extends EventRow {
  advisorId: string;
  fieldName: string | null;
}

export interface RecordingEventsTable extends EventRow {
  advisorId: string;
  videoId: string | null;
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

export type CodePurpose = 'password_reset' | 'email_change';

export interface PasswordResetTokensTable {
  id: string;
  advisorId: string;
  /** sha256 of the emailed code; the code itself is never stored. */
  tokenHash: string;
  /** What the code does; a code is only ever taken for its own purpose. */
  purpose: Generated<CodePurpose>;
  /** For an email change: the address the code was sent to, which becomes the sign-in email. */
  newEmail: string | null;
  attempts: Generated<number>;
  /** When the code stops working. */
  expiresAt: Timestamp;
  /** sha256 of a password reset's one-time link secret (the secret is never stored). */
  linkHash: string | null;
  /** When the link stops working; it outlives the code (see accounts/limits.ts). */
  linkExpiresAt: Timestamp | null;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface SessionsTable {
  /** sha256 of the cookie's session key, so a database leak does not leak live sessions. */
  id: string;
  advisorId: string | null;
  data: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

export interface JobsTable {
  id: string;
  name: string;
  payload: string;
  status: Generated<string>;
  attempts: Generated<number>;
  maxAttempts: number;
  runAt: Timestamp;
  leaseUntil: Timestamp | null;
  /** New for each claim; see migrations/0004_jobs_queue.ts. */
  leaseToken: string | null;
  dedupeKey: string | null;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuditLogTable {
  seq: Generated<number>;
  id: string;
  actorType: string;
  actorId: string | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  payload: string;
  prevHash: string;
  hash: string;
  createdAt: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  windowStart: Timestamp;
  count: number;
}

export interface DisclosureVersionsTable {
  id: string;
  advisorId: string;
  /** 1 for the default text given at sign-up, then one more for each change. */
  version: number;
  text: string;
  /** Hex sha256 of the UTF-8 text: what a client's acceptance will point at. */
  sha256: string;
  createdAt: Timestamp;
}

export type MediaPurpose = 'logo' | 'profile_picture';

/** A stored file: its bytes live in the BlobStore under `media/<id>`. */
export interface MediaFilesTable {
  id: string;
  advisorId: string;
  purpose: MediaPurpose;
  /** The type found in the bytes themselves, never the one the upload claimed. */
  contentType: string;
  byteSize: number;
  createdAt: Timestamp;
}

/** The firm's one settings row (id 'firm'): supervision choices made by a compliance user. */
export interface FirmSettingsTable {
  id: string;
  /** Videos created from this time on need approval before sharing; null when off. */
  requireApprovalSince: Timestamp | null;
  /** While on, no share page offers a download, whatever each link's switch says. */
  downloadsForbidden: ColumnType<number | boolean, 0 | 1 | undefined, 0 | 1>;
  /** The risky phrases speech is screened for, a JSON array (migration 0031); null: the defaults. */
  riskyPhrases: string | null;
  /** Videos created since then wait for their screening to be resolved; null: findings only flag (0031). */
  screeningHoldSince: Timestamp | null;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

/** A compliance user's note on a sent video (FINRA 3110 review). */
export interface VideoReviewsTable {
  id: string;
  videoId: string;
  reviewerId: string;
  note: string;
  createdAt: Timestamp;
}

/** Why a video needs a principal's approval, and the decision once made. */
export interface VideoApprovalsTable {
  videoId: string;
  /** When the video passed 25 distinct recipients within 30 days (FINRA 2210 retail). */
  retailFlaggedAt: Timestamp | null;
  retailRecipients: number | null;
  /** 'approved' | 'rejected' | null (undecided). */
  decision: string | null;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  note: string | null;
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

/** An advisor's CRM connection (migration 0013); `credentials` is AES-256-GCM ciphertext. */
export interface CrmConnectionsTable {
  advisorId: string;
  provider: string;
  credentials: string;
  /** JSON: masked hints of the credentials, safe to show. */
  hints: string;
  /** 'connected' | 'broken' */
  status: string;
  brokenReason: string | null;
  brokenNotifiedAt: Timestamp | null;
  lastCheckedAt: Timestamp | null;
  connectedAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VideoCrmLinksTable {
  videoId: string;
  provider: string;
  contactId: string;
  displayName: string;
  linkedAt: Timestamp;
}

/** Shared by CRM notes and webhook requests: where one delivery stands. */
export interface DeliveryStateColumns {
  event: string;
  dedupeKey: string;
  /** 'pending' | 'delivered' | 'failed' */
  state: string;
  attempts: Generated<number>;
  lastError: string | null;
  occurredAt: Timestamp;
  lastAttemptAt: Timestamp | null;
  deliveredAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface CrmNoteDeliveriesTable extends DeliveryStateColumns {
  id: string;
  videoId: string;
  advisorId: string;
  provider: string;
  contactId: string;
  title: string;
  body: string;
  externalId: string | null;
}

export interface WebhooksTable {
  id: string;
  advisorId: string;
  url: string;
  /** JSON array of activity events. */
  events: string;
  /** AES-256-GCM ciphertext of the signing secret. */
  secret: string;
  secretHint: string;
  createdAt: Timestamp;
}

export interface WebhookDeliveriesTable extends DeliveryStateColumns {
  id: string;
  webhookId: string;
  videoId: string;
  /** The exact JSON body sent on every attempt. */
  payload: string;
  responseStatus: number | null;
  responseBody: string | null;
}

/** The fingerprint of the key integration secrets are sealed with (one row, id 'firm'). */
export interface IntegrationsKeyCheckTable {
  id: string;
  fingerprint: string;
  updatedAt: Timestamp;
}

export interface Database {
  advisors: AdvisorsTable & AccountRoleColumn;
  subscriptions: SubscriptionsTable;
  signupEvents: SignupEventsTable;
  pricingEvents: PricingEventsTable;
  videos: VideosTable;
  videoNotifications: VideoNotificationsTable;
  captionTracks: CaptionTracksTable;
  videoChapters: VideoChaptersTable;
  videoSources: VideoSourcesTable;
  videoSuggestions: VideoSuggestionsTable;
  shareLinks: ShareLinksTable;
  videoCounts: VideoCountsTable;
  videoScreenings: VideoScreeningsTable;
  screeningFindings: ScreeningFindingsTable;
  advisorSettings: AdvisorSettingsTable;
  settingsEvents: SettingsEventsTable;
  recordingEvents: RecordingEventsTable;
  viewerEvents: ViewerEventsTable;
  viewerCompliments: ViewerComplimentsTable;
  commentReplies: CommentRepliesTable;
  viewerSessions: ViewerSessionsTable;
  sharePassViews: SharePassViewsTable;
  signingKeys: SigningKeysTable;
  passwordResetTokens: PasswordResetTokensTable;
  sessions: SessionsTable;
  jobs: JobsTable;
  auditLog: AuditLogTable;
  rateLimits: RateLimitsTable;
  disclosureVersions: DisclosureVersionsTable;
  mediaFiles: MediaFilesTable;
  uploads: UploadsTable;
  uploadLocks: UploadLocksTable;
  uploadDeclarations: UploadDeclarationsTable;
  videoVersions: VideoVersionsTable;
  firmSettings: FirmSettingsTable;
  videoReviews: VideoReviewsTable;
  videoApprovals: VideoApprovalsTable;
  crmConnections: CrmConnectionsTable;
  videoCrmLinks: VideoCrmLinksTable;
  crmNoteDeliveries: CrmNoteDeliveriesTable;
  webhooks: WebhooksTable;
  webhookDeliveries: WebhookDeliveriesTable;
  integrationsKeyCheck: IntegrationsKeyCheckTable;
}
