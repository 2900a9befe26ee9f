import type { ModelFiles } from './ai/installed-models.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/connect.ts';
import type { Logger } from './http/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BlobStore } from './storage/blob-store.ts';

/** A video that has gone out to its client, and when. */
export interface SentVideo {
  id: string;
  sentAt: string;
}

/**
 * Queues what a sent video owes the advisor's CRM and webhooks, inside the caller's
 * transaction, so the sending and its announcement commit together (nothing while the video is
 * held for approval). Integrations reads videos and compliance, so neither may import it: the
 * composition root hands them `integrations/activity.ts`'s through AppDeps.
 */
export type AnnounceVideoSent = (
  trx: Db,
  clock: Clock,
  video: SentVideo,
  siteUrl: string,
) => Promise<void>;

/**
 * Gives a new advisor what every account starts with outside accounts itself (settings with
 * the default disclosure), inside sign-up's transaction. Settings reads the advisor's profile
 * from accounts, so accounts may not import settings: the composition root hands it
 * `settings/service.ts`'s through AppDeps.
 */
export type CreateAdvisorDefaults = (trx: Db, advisorId: string, createdAt: string) => Promise<void>;

/**
 * Frees what a video's unfinished upload holds (its partial bytes and its row), for the video's
 * deletion. Uploads reads videos, so videos may not import it: the composition root hands
 * `uploads/service.ts`'s through AppDeps.
 */
export type DiscardVideoUpload = (deps: AppDeps, videoId: string) => Promise<void>;

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
  announceVideoSent: AnnounceVideoSent;
  createAdvisorDefaults: CreateAdvisorDefaults;
  discardVideoUpload: DiscardVideoUpload;
}
