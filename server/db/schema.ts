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
  viewCount: Generated<number>;
  passwordHash: string | null;
  shareLink: string;
  transcriptUrl: string | null;
  captionsData: string | null;
  transcriptText: string | null;
  captionsEnabled: DbBool;
  includeProfilePicture: DbBool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The PWA's idempotency key: a create retried after a lost response finds its video. */
  clientRequestId: string | null;
  /** What Save declared of the file; the upload must match it byte for byte. */
  uploadSize: number | null;
  uploadSha256: string | null;
  uploadContentType: string | null;
  /** The container found in the uploaded bytes ('webm' or 'mp4'), never the one claimed. */
  container: string | null;
  uploadedAt: Timestamp | null;
  /** The pipeline step running now (shared/api/videos.ts ProcessingStep); null when idle. */
  processingStep: string | null;
  /** Why the video failed, shown to the advisor. */
  failureReason: string | null;
  /** A revoked or expired link opens nothing ('Video not found or link has expired'). */
  shareRevokedAt: Timestamp | null;
  shareExpiresAt: Timestamp | null;
  /** When the advisor was last emailed about this video's views and responses. */
  lastNotifiedAt: Timestamp | null;
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
  createdAt: Timestamp;
  /** Last time bytes arrived: an upload idle for a day is abandoned. */
  updatedAt: Timestamp;
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
}

/** One visit of a share page: SPEC.md's random per-visit session id, and what it watched. */
export interface ViewerSessionsTable {
  videoId: string;
  sessionId: string;
  ip: string;
  userAgent: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  /** Set by the visit's first play: the visit then counts as one view. */
  playedAt: Timestamp | null;
  completedAt: Timestamp | null;
  /** Seconds into the video the visit got to. */
  furthestSecond: Generated<number>;
}

/** A server secret (base64url), made on first use and shared by every process through the DB. */
export interface SigningKeysTable {
  name: string;
  secret: string;
  createdAt: Timestamp;
}

export interface PasswordResetTokensTable {
  id: string;
  advisorId: string;
  /** sha256 of the emailed code; the code itself is never stored. */
  tokenHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
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

export interface Database {
  advisors: AdvisorsTable;
  subscriptions: SubscriptionsTable;
  signupEvents: SignupEventsTable;
  pricingEvents: PricingEventsTable;
  videos: VideosTable;
  advisorSettings: AdvisorSettingsTable;
  settingsEvents: SettingsEventsTable;
  recordingEvents: RecordingEventsTable;
  viewerEvents: ViewerEventsTable;
  viewerCompliments: ViewerComplimentsTable;
  viewerSessions: ViewerSessionsTable;
  signingKeys: SigningKeysTable;
  passwordResetTokens: PasswordResetTokensTable;
  sessions: SessionsTable;
  jobs: JobsTable;
  auditLog: AuditLogTable;
  rateLimits: RateLimitsTable;
  disclosureVersions: DisclosureVersionsTable;
  mediaFiles: MediaFilesTable;
  uploads: UploadsTable;
}
