import Router from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { NotFoundError } from '../http/errors.ts';
import { sendBlob } from '../http/send-blob.ts';
import { openSharedFile } from './files-service.ts';
import { markPrivate, viewerOf } from './viewer.ts';

/**
 * A shared video's files, for a browser holding that link's gate pass (else 403): the video
 * (MP4, or the original while the MP4 is being made) with HTTP ranges, its captions and its
 * thumbnail. `private, no-cache`: kept by the browser, but checked again on each use, so a
 * revoked link or a changed password closes it at once.
 */
export function shareMediaRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/media/share/:link' });
  const files = {
    '/video': 'video',
    '/captions.vtt': 'captions',
    '/thumbnail.jpg': 'thumbnail',
  } as const;
  for (const [path, file] of Object.entries(files)) {
    router.get(path, async (ctx) => {
      const link = ctx.params.link ?? '';
      markPrivate(ctx);
      const found = await openSharedFile(deps, link, file, viewerOf(deps, ctx, link));
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      if (found.kind === 'text') {
        ctx.type = found.contentType;
        ctx.body = found.text;
        return;
      }
      const sent = await sendBlob(ctx, deps.blobs, found.key, {
        contentType: found.contentType,
        cacheControl: 'private, no-cache',
      });
      if (!sent) throw new NotFoundError('This file is not available yet.');
    });
  }
  return router;
}
