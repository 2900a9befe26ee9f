import type {
  AccountRoleColumn,
  AdvisorsTable,
  PasswordResetTokensTable,
  SignupEventsTable,
  SubscriptionsTable,
} from './accounts/tables.ts';
import type { AuditLogTable } from './audit/tables.ts';
import type {
  FirmSettingsTable,
  VideoApprovalsTable,
  VideoReviewsTable,
} from './compliance/tables.ts';
import type {
  CrmConnectionsTable,
  CrmNoteDeliveriesTable,
  IntegrationsKeyCheckTable,
  VideoCrmLinksTable,
  WebhookDeliveriesTable,
  WebhooksTable,
} from './integrations/tables.ts';
import type { JobsTable } from './jobs/tables.ts';
import type { VideoNotificationsTable } from './notifications/tables.ts';
import type { PricingEventsTable } from './pricing/tables.ts';
import type { RateLimitsTable } from './rate-limit/tables.ts';
import type { ScreeningFindingsTable, VideoScreeningsTable } from './screening/tables.ts';
import type { SessionsTable } from './sessions/tables.ts';
import type {
  AdvisorSettingsTable,
  DisclosureVersionsTable,
  MediaFilesTable,
  SettingsEventsTable,
} from './settings/tables.ts';
import type {
  CommentRepliesTable,
  ShareLinksTable,
  SharePassViewsTable,
  SigningKeysTable,
  ViewerComplimentsTable,
  ViewerEventsTable,
  ViewerSessionsTable,
} from './share/tables.ts';
import type { UploadDeclarationsTable, UploadLocksTable, UploadsTable } from './uploads/tables.ts';
import type {
  CaptionTracksTable,
  RecordingEventsTable,
  VideoChaptersTable,
  VideoCountsTable,
  VideoSourcesTable,
  VideoSuggestionsTable,
  VideoVersionsTable,
  VideosTable,
} from './videos/tables.ts';

/**
 * The database as Kysely sees it, composed of the tables each owning folder declares in its
 * `tables.ts` (server/db/table-owners.json names the owners). Table types are camelCase (the
 * CamelCasePlugin maps them to snake_case columns); the kinds of value every table shares are
 * in db/row-kinds.ts. It lives at the composition root, not in db/: infrastructure imports no
 * feature, and every feature's repo imports db/.
 */
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
