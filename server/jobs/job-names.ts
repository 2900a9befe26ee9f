import { HOUR_MS } from '../../shared/constants/time.ts';

/**
 * Every kind of background job. A closed set: the worker refuses to start unless each name has
 * exactly one handler, so a job can never sit in the queue with nobody to run it.
 */
export type JobName =
  | 'video.process'
  | 'video.compose_layout'
  | 'video.suggest'
  | 'uploads.cleanup'
  | 'video.notify_activity'
  | 'screening.screen_video'
  | 'screening.screen_speech'
  | 'screening.blur_findings'
  | 'screening.mute_findings'
  | 'compliance.retention_purge'
  | 'audit.anchor_head'
  | 'sessions.purge_expired'
  | 'integrations.crm_note'
  | 'integrations.webhook'
  | 'accounts.welcome_mail'
  | 'accounts.code_mail'
  | 'share.journal_reply';

/**
 * What each job carries, stored as JSON. Only ids: a handler reads the current state from the
 * database, so a retry after a crash works on what is true now, not on a stale copy.
 */
interface JobPayloads {
  'video.process': { videoId: string };
  /** A new version of a two-stream video composed in the layout the advisor chose since. */
  'video.compose_layout': { videoId: string };
  /** Chapters and a summary suggested from a ready video's captions, never applied to it. */
  'video.suggest': { videoId: string };
  /** A ready video's frames read for client data, and its speech for risky promises. */
  'screening.screen_video': { videoId: string };
  /** A video's captions screened again for risky promises, after the advisor edited them. */
  'screening.screen_speech': { videoId: string };
  /** A new version of a video with the findings the advisor asked to blur blurred. */
  'screening.blur_findings': { videoId: string };
  'screening.mute_findings': { videoId: string };
  'uploads.cleanup': Record<string, never>;
  'compliance.retention_purge': Record<string, never>;
  'audit.anchor_head': Record<string, never>;
  'sessions.purge_expired': Record<string, never>;
  /**
   * `since`: the video's last notification when this one was queued (null: never), so one
   * job is queued per quarter hour; `siteUrl`: where the advisor's link in the email points.
   */
  'video.notify_activity': { videoId: string; since: string | null; siteUrl: string };
  /** One note owed to a CRM contact (crm_note_deliveries); `siteUrl` for the advisor's email. */
  'integrations.crm_note': { deliveryId: string; siteUrl: string };
  /** One signed request owed to a webhook endpoint (webhook_deliveries). */
  'integrations.webhook': { deliveryId: string };
  /** A new advisor's welcome email; `siteUrl`: where its link to the app points. */
  'accounts.welcome_mail': { advisorId: string; siteUrl: string };
  /**
   * A code's email (password_reset_tokens: a password reset, or confirming a new sign-in
   * address). Only the row's id: the code is derived from it under the server's key
   * (accounts/reset-code.ts), so no code is stored.
   */
  'accounts.code_mail': { tokenId: string };
  /** The archive's copy of an advisor's reply to a comment (comment_replies). */
  'share.journal_reply': { replyId: string; siteUrl: string };
}

export type PayloadOf<N extends JobName> = JobPayloads[N];

export interface JobOptions<N extends JobName> {
  /** Runs before the job is marked failed for good; the first run counts. */
  maxAttempts: number;
  /** Wait before the first retry; it doubles with each further attempt (see backoff.ts). */
  backoffBaseMs: number;
  /**
   * Housekeeping that repeats: the next run is queued `everyMs` after each run ends (done or
   * failed for good), with this payload and the job's name as its dedupe key.
   */
  recurring?: { everyMs: number; payload: PayloadOf<N> };
  /**
   * Long work no one waits for: it runs in a lane of its own beside the others (one at a time),
   * so it never holds back a job someone is waiting for, such as the next video's processing.
   */
  background?: true;
}

export const JOB_OPTIONS: { readonly [N in JobName]: JobOptions<N> } = {
  'video.process': { maxAttempts: 5, backoffBaseMs: 30_000 },
  // Encoding the video again may take minutes; until then clients see the earlier layout.
  'video.compose_layout': { maxAttempts: 3, backoffBaseMs: 60_000 },
  // A language model reads the whole transcript on the CPU: a minute or more no one waits for.
  'video.suggest': { maxAttempts: 3, backoffBaseMs: 60_000, background: true },
  'video.notify_activity': { maxAttempts: 5, backoffBaseMs: 60_000 },
  // A CRM or receiver outage of hours delays these but loses none (1 min doubling, 1 h cap).
  'integrations.crm_note': { maxAttempts: 10, backoffBaseMs: 60_000 },
  'integrations.webhook': { maxAttempts: 10, backoffBaseMs: 60_000 },
  // A code lives 10 minutes: six tries, 10 s doubling, all fall inside it (5 min at most).
  'accounts.code_mail': { maxAttempts: 6, backoffBaseMs: 10_000 },
  'accounts.welcome_mail': { maxAttempts: 10, backoffBaseMs: 60_000 },
  'share.journal_reply': { maxAttempts: 10, backoffBaseMs: 60_000 },
  'uploads.cleanup': {
    maxAttempts: 3,
    backoffBaseMs: 60_000,
    recurring: { everyMs: HOUR_MS, payload: {} },
  },
  // Retention ends on a calendar day: once a day is soon enough.
  'compliance.retention_purge': {
    maxAttempts: 3,
    backoffBaseMs: 10 * 60_000,
    recurring: { everyMs: 24 * HOUR_MS, payload: {} },
  },
  // A head kept outside the database each day: tampering is bounded to the day since the last.
  'audit.anchor_head': {
    maxAttempts: 3,
    backoffBaseMs: 10 * 60_000,
    recurring: { everyMs: 24 * HOUR_MS, payload: {} },
  },
  // An expired session already opens nothing (sign-in checks the expiry); the purge only keeps
  // the table from growing with every sign-in, so hourly is plenty.
  'sessions.purge_expired': {
    maxAttempts: 3,
    backoffBaseMs: 60_000,
    recurring: { everyMs: HOUR_MS, payload: {} },
  },
  // Reading every frame may take minutes; a failure is retried twice, then the screening says
  // its frames are unavailable (the video itself was ready before this job was queued).
  'screening.screen_video': { maxAttempts: 3, backoffBaseMs: 60_000, background: true },
  'screening.screen_speech': { maxAttempts: 3, backoffBaseMs: 30_000 },
  // Encoding the video again may take minutes; until it is done the findings stay unresolved.
  'screening.blur_findings': { maxAttempts: 3, backoffBaseMs: 60_000 },
  // Only the sound is encoded again; until it is done the findings stay unresolved.
  'screening.mute_findings': { maxAttempts: 3, backoffBaseMs: 60_000 },
};

/** Derived from JOB_OPTIONS, whose type demands an entry per name, so none can be left out. */
export const JOB_NAMES = Object.keys(JOB_OPTIONS) as readonly JobName[];

/** The jobs of the background lane, and the rest. */
export const BACKGROUND_JOB_NAMES = JOB_NAMES.filter((name) => JOB_OPTIONS[name].background);
export const FOREGROUND_JOB_NAMES = JOB_NAMES.filter((name) => !JOB_OPTIONS[name].background);
