import Router from '@koa/router';
import type { Config } from '../config.ts';
import { Unauthenticated, NotFound } from '../errors/domain-errors.ts';
import { hasBearerToken } from './bearer-token.ts';
import type { Metrics } from './metrics.ts';

/**
 * `GET /metrics` in Prometheus text format, for a scraper holding METRICS_TOKEN. Without a
 * token configured the endpoint does not exist (404): metrics are off by default.
 */
export function metricsRoutes(config: Pick<Config, 'metricsToken'>, metrics?: Metrics): Router {
  const router = new Router();
  router.get('/metrics', async (ctx) => {
    const token = config.metricsToken;
    if (!token || !metrics) throw new NotFound('No such page: metrics are turned off');
    if (!hasBearerToken(ctx.get('authorization') || undefined, token)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new Unauthenticated('A valid metrics token is required (Authorization: Bearer).');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  return router;
}
