import Router from '@koa/router';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';

/** `GET /healthz`: 200 when the database answers, 503 when it does not (for load balancers). */
export function healthRoutes({ db, logger }: AppDeps): Router {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      ctx.body = { status: 'ok' };
    } catch (err) {
      logger.warn({ err }, 'health check: database unavailable');
      ctx.status = 503;
      ctx.body = { status: 'unavailable' };
    }
  });
  return router;
}
