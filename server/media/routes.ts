import Router from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../http/errors.ts';
import { isUuid } from '../ids.ts';
import { findMediaFile, mediaBlobKey } from './repo.ts';

/**
 * Branding images, public because clients' share pages show them. An id names one upload
 * forever (a replacement gets a new id), so browsers may cache it for a year.
 */
export function mediaRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/media' });
  router.get('/branding/:id', async (ctx) => {
    const id = ctx.params.id ?? '';
    const file = isUuid(id) ? await findMediaFile(deps.db, id) : undefined;
    const blob = file ? await deps.blobs.open(mediaBlobKey(file.id)) : null;
    if (!file || !blob) throw new NotFoundError('Image not found');
    ctx.type = file.contentType;
    ctx.length = blob.size;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    // Checked image bytes only, but should one ever be opened directly, it can run nothing.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.body = blob.stream;
  });
  return router;
}
