import Koa from 'koa';
import { PROCESS_PREVIEW_PATH } from '../shared/api/videos.ts';
import { accountRoutes } from './accounts/routes.ts';
import { aiRoutes } from './ai/routes.ts';
import { complianceRoutes } from './compliance/routes.ts';
import type { AppDeps } from './deps.ts';
import { firmRoutes } from './firm/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { integrationRoutes } from './integrations/routes.ts';
import { apiNoStore } from './http/api-no-store.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { NotFound } from './errors/domain-errors.ts';
import { jsonBodiesOnly } from './http/json-body.ts';
import { knownMethods } from './http/known-methods.ts';
import { nulGuard } from './http/nul-guard.ts';
import { requestLogger } from './http/logger.ts';
import { requestId } from './http/request-id.ts';
import { sameOrigin } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import { PWA_DIST_DIR, SHARE_DIST_DIR } from './paths.ts';
import { brandingImageRoutes } from './settings/branding-image-routes.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { pricingRoutes } from './pricing/routes.ts';
import { screeningRoutes } from './screening/routes.ts';
import { sessions } from './sessions/middleware.ts';
import { settingsRoutes } from './settings/routes.ts';
import { shareDownloadRoutes } from './share/download-routes.ts';
import { shareMediaRoutes } from './share/media-routes.ts';
import { shareRoutes } from './share/routes.ts';
import { commentReplyRoutes } from './share/reply-routes.ts';
import { UPLOADS_PATH } from './uploads/tus-server.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { manageVideoRoutes } from './videos/manage-routes.ts';
import { videoVersionRoutes } from './videos/versions-routes.ts';
import { complianceExportRoutes } from './compliance/export-routes.ts';
import { videoRoutes } from './videos/routes.ts';

export interface AppOptions {
  /** The built PWA; defaults to dist/pwa. */
  staticDir?: string;
  /** The process's metrics, shared with its worker; made here when METRICS_TOKEN is set. */
  metrics?: Metrics | undefined;
}

/** Builds the Koa app (no listen: main.ts and tests do that). */
export function createApp(deps: AppDeps, options: AppOptions = {}): Koa {
  // Behind the firm's proxies, the client's address is the entry the outermost of them wrote:
  // `maxIpsCount` keeps only the last `hops` entries of X-Forwarded-For, and `ctx.ip` is the
  // first of those. Entries further left came from the client, who can write anything there,
  // and every per-address limit would fall to a rotating one.
  const app = new Koa({
    proxy: deps.config.trustProxy,
    maxIpsCount: deps.config.trustProxyHops,
  });
  app.silent = true;
  app.use(requestId());
  const metrics = options.metrics ?? (deps.config.metricsToken ? createMetrics(deps) : undefined);
  if (metrics) app.use(httpMetrics(metrics));
  app.use(requestLogger(deps.logger));
  app.use(errorMiddleware(deps.logger));
  app.use(apiNoStore());
  app.use(securityHeaders());
  app.use(knownMethods());
  app.use(nulGuard());
  // Before sessions, the JSON body reader and the other routers: a player asks for many ranges
  // a second, and a share viewer's media needs none of them (the gate cookie is its own check).
  const shareMedia = shareMediaRoutes(deps);
  app.use(shareMedia.routes());
  app.use(shareMedia.allowedMethods({ throw: true }));
  const shareDownloads = shareDownloadRoutes(deps);
  app.use(shareDownloads.routes());
  app.use(shareDownloads.allowedMethods({ throw: true }));

  const checkOrigin = sameOrigin(deps.config.publicUrl);
  const checkJson = jsonBodiesOnly();
  // Header checks only: the cross-site defences come first. Bodies are read by each route's
  // `validate`, after its guard, so a signed-out request is 401 whatever its body holds.
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    // Upload bodies are video bytes, streamed to disk by the tus server, and a preview's
    // body is its sound, streamed to disk by its route: neither is JSON.
    if (ctx.path.startsWith(UPLOADS_PATH) || ctx.path === PROCESS_PREVIEW_PATH) {
      return checkOrigin(ctx, next);
    }
    await checkOrigin(ctx, () => checkJson(ctx, next));
  });
  app.use(sessions(deps));
  app.use(uploadRoutes(deps));

  const routers = [
    healthRoutes(deps),
    firmRoutes(deps),
    metricsRoutes(deps.config, metrics),
    accountRoutes(deps),
    aiRoutes(deps),
    pricingRoutes(deps),
    settingsRoutes(deps),
    videoRoutes(deps),
    manageVideoRoutes(deps),
    integrationRoutes(deps),
    videoVersionRoutes(deps),
    screeningRoutes(deps),
    complianceExportRoutes(deps),
    brandingImageRoutes(deps),
    shareRoutes(deps),
    commentReplyRoutes(deps),
    complianceRoutes(deps),
  ];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }

  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      throw new NotFound(`No API endpoint ${ctx.method} ${ctx.path}`);
    }
    await next();
  });
  // The share page's viewer script, built apart from the PWA: a few KB for a client's phone.
  app.use(staticFiles(SHARE_DIST_DIR));
  app.use(staticFiles(options.staticDir ?? PWA_DIST_DIR));
  return app;
}
