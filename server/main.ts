import fs from 'node:fs';
import { createApp } from './app.ts';
import type { AppDeps } from './deps.ts';
import { jobHandlers } from './job-handlers.ts';
import { eventSubscribers } from './event-subscribers.ts';
import { declaredFileOf, recordVideoUploaded } from './videos/service.ts';
import { shareLinks } from './share/links-service.ts';
import { commentReplies } from './share/reply-service.ts';
import { viewerRecord } from './share/viewer-record.ts';
import { startWorker, type JobWorker } from './jobs/worker.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { connectDb, sqliteFile } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { stoppableServer, type StoppableServer } from './http/graceful-shutdown.ts';
import { createLogger } from './http/logger.ts';
import { removeStaleWorkDirs } from './ffmpeg/work-dirs.ts';
import { findInstalledModels } from './ai/installed-models.ts';
import { whisperCliPath } from './ai/whisper-cli.ts';
import {
  checkIntegrationsKey,
  loadIntegrationsKey,
  type IntegrationsKey,
} from './integrations/integrations-key.ts';
import { aiStatusLine, aiStatusOf } from './ai/status.ts';
import { createMailer } from './mail/mailer.ts';
import { checkMediaTools, mediaToolsOf } from './ffmpeg/tools.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createWorkerApp } from './ops/worker-app.ts';
import { blobStoreFor } from './storage/blob-store-for.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`briefcast: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  fs.mkdirSync(config.dataDir, { recursive: true });

  const { db, dialect } = connectDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(db);
    logger.info(
      {
        dialect,
        applied,
        database: dialect === 'sqlite' ? sqliteFile(config.dataDir) : 'postgres',
      },
      'database ready',
    );
  } catch (err) {
    logger.fatal({ err }, `cannot open the ${dialect} database`);
    process.stderr.write(`briefcast: cannot open the ${dialect} database: ${String(err)}\n`);
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }

  const models = await findInstalledModels(config.modelsDir);
  // Not fatal: without models videos are published without captions, under default titles.
  for (const problem of models.problems) logger.warn({ modelsDir: config.modelsDir }, problem);
  logger.info(
    {
      models: models.files,
      notInstalled: models.missing,
      ai: aiStatusOf(models.files, config.whisperCliPath),
    },
    aiStatusLine(aiStatusOf(models.files, config.whisperCliPath)),
  );

  if (config.storage.kind === 's3') {
    try {
      const { checkBucket } = await import('./storage/check-bucket.ts');
      await checkBucket(config.storage);
    } catch (err) {
      process.stderr.write(`briefcast: ${(err as Error).message}\n`);
      await db.destroy().catch(() => undefined);
      process.exit(1);
    }
  }

  let integrationsKey: IntegrationsKey;
  try {
    integrationsKey = loadIntegrationsKey(config);
    await checkIntegrationsKey(db, systemClock, integrationsKey);
  } catch (err) {
    process.stderr.write(`briefcast: ${(err as Error).message}\n`);
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }
  if (integrationsKey.source === 'generated') {
    logger.info(
      { file: integrationsKey.file },
      'made the key that encrypts CRM credentials and webhook secrets; npm run backup carries it (set INTEGRATIONS_KEY to keep it elsewhere)',
    );
  }

  const mailer = createMailer(config, logger);
  const deps: AppDeps = {
    config,
    db,
    dialect,
    logger,
    clock: systemClock,
    mailer,
    blobs: await blobStoreFor(config),
    integrationsKey: integrationsKey.key,
    models: models.files,
    eventSubscribers,
    videoFiles: { declaredFileOf, recordStored: recordVideoUploaded },
    shareLinks,
    commentReplies,
    viewerRecord,
  };

  // The stop signals are heard from here on, before the port opens: a stop that arrives while
  // the worker is still starting is graceful too (the worker is then never started).
  let stopping = false;
  let http: StoppableServer | undefined;
  let workerStart: Promise<JobWorker> | undefined;
  const shutdown = (signal: string) => {
    stopping = true;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    // Should closing itself hang (a stuck database connection), the process still ends.
    setTimeout(() => {
      logger.error('shutdown did not finish in time');
      process.exit(1);
    }, config.shutdownGraceMs + 5000).unref();
    const closing = http?.server.listening
      ? http.stop(config.shutdownGraceMs)
      : Promise.resolve('drained' as const);
    // Running jobs are aborted and hand their leases back, so another worker takes them at once.
    void Promise.all([closing, workerStart?.then((started) => started.stop())])
      .then(async ([requests]) => {
        if (requests === 'cut')
          logger.warn('requests still running at the grace limit were cut off');
        await db.destroy();
        logger.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  // One registry for the process, shared by its HTTP side and its worker.
  const metrics = config.metricsToken ? createMetrics(deps) : undefined;
  if (config.role === 'web' || config.role === 'all') {
    http = stoppableServer(createApp(deps, { metrics }).callback());
    const server = http.server.listen(config.port, config.host);
    server.on('error', (err) => {
      logger.fatal({ err }, 'cannot listen');
      process.exit(1);
    });
    server.on('listening', () => {
      const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
      logger.info({ role: config.role }, `Briefcast is running at http://${shown}:${config.port}`);
    });
  }
  if (config.role === 'worker' || config.role === 'all') {
    try {
      await checkMediaTools(mediaToolsOf(config));
      // Unset, the built one is looked for per video: without it, videos go out uncaptioned.
      if (config.whisperCliPath) whisperCliPath(config.whisperCliPath);
    } catch (err) {
      process.stderr.write(`briefcast: ${(err as Error).message}\n`);
      process.exit(1);
    }
    const removed = await removeStaleWorkDirs();
    if (removed.length > 0) {
      logger.info({ removed }, 'removed the work folders of processes killed mid-job');
    }
    if (stopping) return;
    workerStart = startWorker({
      deps,
      handlers: jobHandlers,
      leaseMs: config.jobLeaseMs,
      stopTimeoutMs: config.shutdownGraceMs,
      ...(metrics ? { onJobFinished: metrics.observeJob } : {}),
    });
    await workerStart;
    logger.info({ role: config.role }, 'background jobs are running');
  }
  if (config.role === 'worker') {
    http = stoppableServer(createWorkerApp(deps, metrics).callback());
    // Only a health check and metrics: a worker without its port still does its work.
    http.server
      .listen(config.port, config.host)
      .on('error', (err) => logger.warn({ err }, 'worker: cannot serve /healthz and /metrics'));
  }
}

await main();
