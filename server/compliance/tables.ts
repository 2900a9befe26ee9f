import type { ColumnType } from 'kysely';
import type { Timestamp } from '../db/row-kinds.ts';

/** The tables `server/compliance/` owns (server/db/table-owners.json), as Kysely sees them. */

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
