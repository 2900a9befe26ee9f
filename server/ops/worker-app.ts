import Koa from 'koa';
import type { AppDeps } from '../deps.ts';
import { healthRoutes } from '../health/routes.ts';
import { errorMiddleware } from '../http/error-middleware.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { requestId } from '../http/request-id.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { metricsRoutes } from '../metrics/routes.ts';

/**
 * A `--role worker` process's only HTTP: `/healthz` for its container's health check and
 * `/metrics` for the job timings only it observes. No API, no pages.
 */
export function createWorkerApp(deps: AppDeps, metrics: Metrics | undefined): Koa {
  const app = new Koa();
  app.silent = true;
  app.use(requestId());
  app.use(errorMiddleware(deps.logger));
  for (const router of [healthRoutes(deps), metricsRoutes(deps.config, metrics)]) {
    app.use(router.routes());
  }
  app.use(() => {
    throw new NotFound('A worker process serves only /healthz and /metrics');
  });
  return app;
}
