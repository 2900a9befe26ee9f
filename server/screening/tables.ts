import type { Timestamp } from '../db/row-kinds.ts';

/** The tables `server/screening/` owns (server/db/table-owners.json), as Kysely sees them. */

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
