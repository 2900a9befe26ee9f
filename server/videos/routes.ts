import Router from '@koa/router';
import { createVideoSchema } from '../../shared/schemas/videos.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { isUuid } from '../ids.ts';
import { requireAdvisor } from '../sessions/middleware.ts';
import { createVideo, getVideo, listVideos } from './service.ts';

/** The signed-in advisor's videos (SPEC.md s.7 `/api/videos`); only their own, ever. */
export function videoRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/videos' });

  router.post('/', validate(createVideoSchema), async (ctx) => {
    const { video, created } = await createVideo(deps, requireAdvisor(ctx), ctx.input);
    ctx.status = created ? 201 : 200;
    ctx.body = { video };
  });

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { videos: await listVideos(deps, requireAdvisor(ctx)) };
  });

  router.get('/:id', async (ctx) => {
    const advisorId = requireAdvisor(ctx);
    const id = ctx.params.id;
    if (!isUuid(id)) throw new NotFoundError('Video not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { video: await getVideo(deps, advisorId, id) };
  });

  return router;
}
