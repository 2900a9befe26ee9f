import Router from '@koa/router';
import { dismissFindingSchema } from '../../shared/schemas/screening.ts';
import type { AppDeps } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { videoIdOf } from '../videos/video-id.ts';
import { requestBlur } from './blur-service.ts';
import { dismissFinding, findingFrame, listVideoFindings } from './findings-service.ts';
import { requestMute } from './mute-service.ts';

/**
 * What the screening found in the advisor's own video before it leaves (client data on screen,
 * risky promises said), dismissing a finding, blurring one on screen or muting one said, each
 * in a new version. Another advisor's video is a 404.
 */
export function screeningRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/videos/:id/findings' });
  // Before any route reads its input: a signed-out request is 401 whatever it sent.
  router.use(requireAdvisor);

  router.get('/', async (ctx) => {
    ctx.body = await listVideoFindings(deps, advisorIdOf(ctx), videoIdOf(ctx.params.id));
  });

  router.post('/:findingId/dismiss', validate(dismissFindingSchema), async (ctx) => {
    const videoId = videoIdOf(ctx.params.id);
    const findingId = ctx.params.findingId ?? '';
    ctx.body = await dismissFinding(deps, advisorIdOf(ctx), videoId, findingId, ctx.input.reason);
  });

  router.get('/:findingId/frame', async (ctx) => {
    const videoId = videoIdOf(ctx.params.id);
    const findingId = ctx.params.findingId ?? '';
    ctx.body = await findingFrame(deps, advisorIdOf(ctx), videoId, findingId);
    ctx.type = 'image/jpeg';
    // The frame changes when the finding is blurred: never kept stale.
    ctx.set('Cache-Control', 'private, no-cache');
  });

  router.post('/:findingId/blur', async (ctx) => {
    const videoId = videoIdOf(ctx.params.id);
    ctx.status = 202;
    ctx.body = await requestBlur(deps, advisorIdOf(ctx), videoId, ctx.params.findingId ?? '');
  });

  router.post('/:findingId/mute', async (ctx) => {
    const videoId = videoIdOf(ctx.params.id);
    ctx.status = 202;
    ctx.body = await requestMute(deps, advisorIdOf(ctx), videoId, ctx.params.findingId ?? '');
  });
  return router;
}
