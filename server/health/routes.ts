import Router from '@koa/router';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { diskSpace, isLowDisk } from '../storage/disk-space.ts';

/**
 * `GET /healthz`: 200 when the database answers, 503 when it does not (for load balancers),
 * with `disk: 'low'` while DATA_DIR's disk has under a tenth free (still 200: the server works,
 * but an operator should free space before uploads are refused). No figures: they are in the
 * metrics, which need a token.
 */
export function healthRoutes({ db, logger, config }: AppDeps): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      const low = await diskSpace(config.dataDir).then(isLowDisk, () => false);
      ctx.body = { status: 'ok', disk: low ? 'low' : 'ok' };
    } catch (err) {
      logger.warn({ err }, 'health check: database unavailable');
      ctx.status = 503;
      ctx.body = { status: 'unavailable' };
    }
  });
  return router;
}
