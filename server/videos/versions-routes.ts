import Router from '@koa/router';
import * as v from 'valibot';
import { toFieldErrors } from '../../shared/schemas/issues.ts';
import { versionFileParamsSchema } from '../../shared/schemas/versions.ts';
import type { AppDeps } from '../deps.ts';
import { invalidFields } from '../errors/domain-errors.ts';
import { sendStoredFile } from '../http/send-blob.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { videoIdOf } from './video-id.ts';
import { listOwnVideoVersions, openOwnVersionFile } from './versions-service.ts';

/**
 * Every version of the advisor's own video and each version's files (business records kept
 * for the retention period). Another advisor's video is a 404, as everywhere.
 */
export function videoVersionRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/videos/:id/versions' });
  // Before any route reads its input: a signed-out request is 401 whatever it sent.
  router.use(requireAdvisor);

  router.get('/', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    ctx.body = { versions: await listOwnVideoVersions(deps, advisorId, videoIdOf(ctx.params.id)) };
  });

  router.get('/:version/:file', async (ctx) => {
    const advisorId = advisorIdOf(ctx);
    const id = videoIdOf(ctx.params.id);
    const params = v.safeParse(versionFileParamsSchema, {
      version: ctx.params.version,
      file: ctx.params.file,
    });
    if (!params.success) throw invalidFields(toFieldErrors(params.issues));
    const { version, file } = params.output;
    const found = await openOwnVersionFile(deps, advisorId, id, version, file);
    await sendStoredFile(ctx, deps.blobs, found, {
      // A version's files never change: the browser may keep them.
      cacheControl: 'private, max-age=31536000, immutable',
      missing: 'This file is not available.',
    });
  });

  return router;
}
