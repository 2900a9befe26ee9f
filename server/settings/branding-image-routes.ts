import Router from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { sendBlob } from '../http/send-blob.ts';
import { isUuid } from '../ids.ts';
import { findBrandingImage, brandingImageBlobKey } from './branding-images-repo.ts';

/**
 * Branding images, public because clients' share pages show them. An id names one upload
 * forever (a replacement gets a new id), so browsers may cache it for a year.
 */
export function brandingImageRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/media' });
  router.get('/branding/:id', async (ctx) => {
    const id = ctx.params.id ?? '';
    const file = isUuid(id) ? await findBrandingImage(deps.db, id) : undefined;
    if (!file) throw new NotFound('Image not found');
    const sent = await sendBlob(ctx, deps.blobs, brandingImageBlobKey(file.id), {
      contentType: file.contentType,
      cacheControl: 'public, max-age=31536000, immutable',
    });
    if (!sent) throw new NotFound('Image not found');
    // Checked image bytes only, but should one ever be opened directly, it can run nothing.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  });
  return router;
}
