import type { ModelFiles } from '../ai/installed-models.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { createLogger, type Logger } from '../http/logger.ts';
import { eventSubscribers } from '../event-subscribers.ts';
import { declaredFileOf, recordVideoUploaded } from '../videos/service.ts';
import { shareLinks } from '../share/links-service.ts';
import { commentReplies } from '../share/reply-service.ts';
import { viewerRecord } from '../share/viewer-record.ts';
import { loadIntegrationsKey } from '../integrations/integrations-key.ts';
import { createMailer } from '../mail/mailer.ts';
import { blobStoreFor } from '../storage/blob-store-for.ts';
import type { TestDatabase } from './test-database.ts';
import type { TestClock } from './test-clock.ts';

/** The app's dependencies over a test database: silent logs, its own data folder, a test clock. */
export async function testDeps(
  database: TestDatabase,
  clock: TestClock,
  options: {
    env?: Record<string, string> | undefined;
    models?: ModelFiles | undefined;
    /** Instead of the configured (silent) one: a test reading the log. */
    logger?: Logger | undefined;
  } = {},
): Promise<AppDeps> {
  const config = loadConfig(
    // Every test signs its advisors up from 127.0.0.1: far more than one person would.
    { DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', SIGNUPS_PER_HOUR: '10000', ...options.env },
    [],
  );
  const logger = options.logger ?? createLogger(config.logLevel);
  return {
    config,
    db: database.db,
    dialect: database.dialect,
    logger,
    clock,
    mailer: createMailer(config, logger),
    blobs: await blobStoreFor(config),
    integrationsKey: loadIntegrationsKey(config).key,
    models: options.models ?? {},
    eventSubscribers,
    videoFiles: { declaredFileOf, recordStored: recordVideoUploaded },
    shareLinks,
    commentReplies,
    viewerRecord,
  };
}
