import Router, { type RouterContext } from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { SHARE_LINK_PATTERN } from '../videos/share-link.ts';
import { findVideoByShareLink } from './repo.ts';
import { renderShareMessage, SHARE_CSP } from './page.ts';

/**
 * `GET /share/:link`, rendered by the server (never the advisor app's bundle). The player,
 * gate and password arrive with the share-viewer work; today every link that does not name a
 * ready video gets the spec's message.
 */
export function shareRoutes({ db }: AppDeps): Router {
  const router = new Router();
  const page = (ctx: RouterContext, status: number, title: string, detail: string) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set({
      'Content-Security-Policy': SHARE_CSP,
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    ctx.body = renderShareMessage(title, detail).value;
  };
  router.get('/share', (ctx) => page(ctx, 400, 'Invalid share link', 'This link is incomplete.'));
  router.get('/share/:link', async (ctx) => {
    const link = ctx.params.link ?? '';
    const video = SHARE_LINK_PATTERN.test(link) ? await findVideoByShareLink(db, link) : undefined;
    if (!video) {
      return page(
        ctx,
        404,
        'Video not found or link has expired',
        'Ask your advisor for a new link.',
      );
    }
    page(ctx, 200, 'This video is being prepared', 'Please check back in a few minutes.');
  });
  return router;
}
