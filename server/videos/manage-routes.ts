import Router from '@koa/router';
import { changeLayoutSchema } from '../../shared/schemas/camera-layout.ts';
import { chaptersSchema } from '../../shared/schemas/chapters.ts';
import { updateVideoSchema } from '../../shared/schemas/videos.ts';
import { videoActivity } from '../analytics/service.ts';
import type { AppDeps } from '../deps.ts';
import { sendStoredFile } from '../http/send-blob.ts';
import { validate } from '../http/validate.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { saveChapters } from './chapters-service.ts';
import { openOwnVideoFile } from './files-service.ts';
import { changeLayout } from './layout-service.ts';
import {
  deleteVideo,
  renewShareLink,
  revokeShareLink,
  updateVideoDetails,
} from './manage-service.ts';
import { getVideo } from './service.ts';
import { videoIdOf } from './video-id.ts';

/**
 * What the advisor does with a sent video (its page): edit, set its chapters, revoke or renew
 * the link, delete, watch it, and read what clients did. Only their own videos, ever: another's is a 404.
 */
export function manageVideoRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/videos/:id' });
  // Before any route reads its input: a signed-out request is 401 whatever it sent.
  router.use(requireAdvisor);

  router.patch('/', validate(updateVideoSchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    const video = await updateVideoDetails(deps, advisorId, videoIdOf(ctx.params.id), ctx.input);
    ctx.body = { video };
  });

  router.put('/chapters', validate(chaptersSchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    const video = await saveChapters(deps, advisorId, videoIdOf(ctx.params.id), ctx.input);
    ctx.body = { video };
  });

  // 202: the new layout is stored now, and its MP4 is composed by a job.
  router.put('/layout', validate(changeLayoutSchema), async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    const id = videoIdOf(ctx.params.id);
    ctx.body = { video: await changeLayout(deps, advisorId, id, ctx.input.layout) };
    ctx.status = 202;
  });

  router.delete('/', async (ctx) => {
    await deleteVideo(deps, advisorIdOf(ctx), videoIdOf(ctx.params.id));
    ctx.status = 204;
  });

  router.post('/share-link/revoke', async (ctx) => {
    ctx.body = {
      video: await revokeShareLink(deps, advisorIdOf(ctx), videoIdOf(ctx.params.id)),
    };
  });

  router.post('/share-link/renew', async (ctx) => {
    ctx.body = { video: await renewShareLink(deps, advisorIdOf(ctx), videoIdOf(ctx.params.id)) };
  });

  router.get('/activity', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    const video = await getVideo(deps, advisorId, videoIdOf(ctx.params.id));
    ctx.body = await videoActivity(deps, video.id, video.durationSeconds || null);
  });

  for (const file of ['media', 'thumbnail'] as const) {
    router.get(`/${file}`, async (ctx) => {
      const advisorId = advisorIdOf(ctx);
      const found = await openOwnVideoFile(deps, advisorId, videoIdOf(ctx.params.id), file);
      await sendStoredFile(ctx, deps.blobs, found);
    });
  }

  return router;
}
