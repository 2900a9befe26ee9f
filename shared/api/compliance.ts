import type { FindingView } from './screening.ts';

/**
 * The compliance (supervision) API, `/api/compliance/*`: a compliance user's read-only view of
 * every advisor's sent videos, review notes, and approval before sharing (FINRA 2210, 3110).
 */

/** What an account may do: every account is an advisor; `compliance` also supervises. */
export const ACCOUNT_ROLES = ['advisor', 'compliance'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** GET /api/compliance/access: any signed-in account may ask (the PWA shows the link). */
export interface ComplianceAccess {
  compliance: boolean;
}

/** More distinct recipients than this within the window make a retail communication. */
export const RETAIL_RECIPIENT_LIMIT = 25;
export const RETAIL_WINDOW_DAYS = 30;

export const COMPLIANCE_QUEUE_FILTERS = [
  'all',
  'unreviewed',
  'reviewed',
  'awaiting_approval',
] as const;
export type ComplianceQueueFilter = (typeof COMPLIANCE_QUEUE_FILTERS)[number];

/** Why a video needs a principal's approval. */
export type ApprovalReason = 'firm_setting' | 'retail_communication';
export type ApprovalState = 'not_required' | 'pending' | 'approved' | 'rejected';

export interface ApprovalView {
  state: ApprovalState;
  reasons: ApprovalReason[];
  /** Set when the video passed the recipient limit. */
  retailFlaggedAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  note: string | null;
}

export interface ReviewView {
  id: string;
  reviewerName: string;
  note: string;
  createdAt: string;
}

/** One sent video in the queue. */
export interface QueueItemView {
  id: string;
  title: string;
  clientName: string;
  advisor: { id: string; name: string; email: string };
  status: string;
  createdAt: string;
  /** When the file was stored: from then on the link plays. */
  sentAt: string | null;
  durationSeconds: number | null;
  /** Distinct visits that accepted the terms within the last 30 days. */
  recentRecipients: number;
  lastReview: ReviewView | null;
  approval: ApprovalView;
  /**
   * What the pre-send screening found, by what became of it (`open` includes being blurred or
   * muted).
   */
  findings: FindingCounts;
}

export interface FindingCounts {
  open: number;
  blurred: number;
  muted: number;
  dismissed: number;
}

export interface QueuePage {
  videos: QueueItemView[];
  nextCursor: string | null;
}

/** A disclosure text a client was shown (and accepted), or the advisor's current one. */
export interface DisclosureShownView {
  version: number | null;
  sha256: string;
  text: string;
  acceptances: number;
}

export interface TermsAcceptanceView {
  sessionId: string;
  acceptedAt: string;
  ip: string | null;
  userAgent: string | null;
  disclosureVersion: number | null;
  disclosureSha256: string | null;
}

export interface ViewerRecordVisitView {
  sessionId: string;
  startedAt: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
  termsAcceptedAt: string | null;
  passwordVerifiedAt: string | null;
  played: boolean;
  completed: boolean;
  furthestSecond: number;
}

export interface ViewerCommentView {
  id: string;
  sessionId: string;
  type: string;
  message: string;
  createdAt: string;
}

/** GET /api/compliance/videos/:id: everything a reviewer needs about one sent video. */
export interface ComplianceVideoDetail extends QueueItemView {
  description: string;
  transcriptText: string;
  /** When there is no transcript, why, in a sentence a reviewer can rely on. */
  transcriptNote: string | null;
  passwordProtected: boolean;
  shareRevoked: boolean;
  /** Plays the video for the compliance user (`/media/compliance/videos/:id/video`). */
  playbackUrl: string | null;
  disclosures: DisclosureShownView[];
  visits: ViewerRecordVisitView[];
  acceptances: TermsAcceptanceView[];
  comments: ViewerCommentView[];
  reviews: ReviewView[];
  /** Each finding of the screening, masked, with what the advisor did about it. */
  screeningFindings: FindingView[];
}

export interface ComplianceVideoResponse {
  video: ComplianceVideoDetail;
}

/**
 * What an open screening finding does to the share link: `flag` shows it to the advisor and
 * the compliance queue only; `hold` keeps the link "not available yet" until every finding is
 * blurred or dismissed.
 */
export const SCREENING_HOLDS = ['flag', 'hold'] as const;
export type ScreeningHold = (typeof SCREENING_HOLDS)[number];

export interface FirmSettingsView {
  requireApproval: boolean;
  /** Videos created since then need approval; null when off. */
  requireApprovalSince: string | null;
  /** No client may download a shared video, whatever its advisor allowed. */
  downloadsForbidden: boolean;
  /** The phrases advisors' speech is screened for (promised returns are always looked for). */
  riskyPhrases: string[];
  screeningHold: ScreeningHold;
}

/** GET /api/compliance/download-policy, for any advisor: why the download switch is off. */
export interface DownloadPolicy {
  downloadsForbidden: boolean;
}

/** What the video page says beside its disabled download switch. */
export const DOWNLOADS_FORBIDDEN_TEXT = 'Your firm’s compliance settings do not allow downloads.';

export const compliancePaths = {
  access: '/api/compliance/access',
  downloadPolicy: '/api/compliance/download-policy',
  videos: '/api/compliance/videos',
  video: (id: string) => `/api/compliance/videos/${id}`,
  review: (id: string) => `/api/compliance/videos/${id}/review`,
  approval: (id: string) => `/api/compliance/videos/${id}/approval`,
  settings: '/api/compliance/settings',
  screeningPolicy: '/api/compliance/settings/screening',
  media: (id: string) => `/media/compliance/videos/${id}/video`,
};
