import type { ModelFiles } from './ai/installed-models.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/connect.ts';
import type { EventSubscribers } from './events/publish.ts';
import type { Logger } from './http/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BlobStore } from './storage/blob-store.ts';

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
  /** Who hears each published action (server/event-subscribers.ts). */
  eventSubscribers: EventSubscribers;
  discardVideoUpload: DiscardVideoUpload;
}
