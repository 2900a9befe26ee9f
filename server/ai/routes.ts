import Router from '@koa/router';
import { AI_STATUS_PATH } from '../../shared/api/ai.ts';
import type { AppDeps } from '../deps.ts';
import { requireAdvisor } from '../sessions/middleware.ts';
import { aiStatusOf } from './status.ts';

/** `GET /api/ai/status`: which AI features this server has models for, for signed-in users. */
export function aiRoutes(deps: AppDeps): Router {
  const router = new Router();
  // Before any route reads its input: a signed-out request is 401 whatever it sent.
  router.use(requireAdvisor);
  router.get(AI_STATUS_PATH, (ctx) => {
    ctx.body = aiStatusOf(deps.models, deps.config.whisperCliPath);
  });
  return router;
}
