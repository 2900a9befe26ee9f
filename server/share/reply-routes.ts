import Router from '@koa/router';
import { commentReplySchema } from '../../shared/schemas/share.ts';
import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { validate } from '../http/validate.ts';
import { isUuid } from '../ids.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { videoIdOf } from '../videos/video-id.ts';
import { replyToComment } from './reply-service.ts';

/** The advisor's replies to clients' comments, from the video's page; own videos only. */
export function commentReplyRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/videos/:id/comments/:commentId' });
  // Before any route reads its input: a signed-out request is 401 whatever it sent.
  router.use(requireAdvisor);

  router.post('/replies', validate(commentReplySchema), async (ctx) => {
    const { commentId } = ctx.params;
    if (!isUuid(commentId)) throw new NotFound('Comment not found');
    const videoId = videoIdOf(ctx.params.id);
    const siteUrl = linkOrigin(deps.config);
    ctx.status = 201;
    ctx.body = {
      reply: await replyToComment(deps, advisorIdOf(ctx), videoId, commentId, ctx.input, siteUrl),
    };
  });

  return router;
}
