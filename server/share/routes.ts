import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  acceptTermsSchema,
  complimentSchema,
  verifySharePasswordSchema,
  viewerEventSchema,
  watchProgressSchema,
} from '../../shared/schemas/share.ts';
import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { validate } from '../http/validate.ts';
import { recordPlayerEvent, recordWatchProgress, sendCompliment } from './activity-service.ts';
import { shareCard } from './card-service.ts';
import { writeGateCookie } from './gate-cookie.ts';
import {
  acceptTerms,
  loadShare,
  NOT_FOUND_MESSAGE,
  verifySharePassword,
  type ShareAnswer,
} from './gate-service.ts';
import { renderShareMessage, renderSharePage, shareCsp } from './page.ts';
import { markPrivate, viewerOf } from './viewer.ts';
import { viewerScriptUrl } from './viewer-script.ts';

/**
 * The public share page (`/share/:link`, rendered here, never the advisor app) and its API
 * (`/api/share/*`). The gate is the server's: the page's script only asks.
 */
export function shareRoutes(deps: AppDeps): Router {
  const router = new Router();
  const secure = deps.config.cookieSecure;

  const sendPage = (ctx: Context, status: number, body: string, nonce: string) => {
    markPrivate(ctx);
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set({ 'Content-Security-Policy': shareCsp(nonce), 'Cache-Control': 'no-store' });
    ctx.vary('Accept-Encoding');
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = gzipSync(body);
    } else {
      ctx.body = body;
    }
  };

  router.get('/share', (ctx) => {
    const nonce = randomBytes(16).toString('base64');
    const body = renderShareMessage('Invalid share link', 'This link is incomplete.', nonce);
    sendPage(ctx, 400, body, nonce);
  });

  router.get('/share/:link', async (ctx) => {
    const link = ctx.params.link ?? '';
    const nonce = randomBytes(16).toString('base64');
    const viewer = viewerOf(deps, ctx, link);
    let answer: ShareAnswer;
    try {
      answer = await loadShare(deps, link, viewer);
    } catch (err) {
      if (!(err instanceof NotFound)) throw err;
      const body = renderShareMessage(NOT_FOUND_MESSAGE, 'Ask your advisor for a new link.', nonce);
      return sendPage(ctx, 404, body, nonce);
    }
    if (answer.token) writeGateCookie(ctx, link, answer.token, secure);
    const scriptUrl = viewerScriptUrl();
    const page = renderSharePage({
      link,
      share: answer.share,
      nonce,
      scriptUrl,
      siteUrl: viewer.siteUrl,
    });
    sendPage(ctx, 200, page, nonce);
  });

  /** Answers with the share and hands the browser the gate token it now holds. */
  const reply = (ctx: Context, link: string, answer: ShareAnswer) => {
    markPrivate(ctx);
    if (answer.token) writeGateCookie(ctx, link, answer.token, secure);
    ctx.body = answer.share;
  };
  const linkOf = (ctx: { params: Record<string, string | undefined> }) => ctx.params.link ?? '';

  router.get('/share/:link/card.png', async (ctx) => {
    const card = await shareCard(deps, linkOf(ctx));
    markPrivate(ctx);
    ctx.status = 200;
    ctx.type = 'image/png';
    // Public and cached for an hour: it shows only the brand, which rarely changes.
    ctx.set({
      'Cache-Control': 'public, max-age=3600',
      ETag: card.etag,
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    if (ctx.get('if-none-match') === card.etag) {
      ctx.status = 304;
      return;
    }
    ctx.body = card.png;
  });

  router.get('/api/share/:link', async (ctx) => {
    const link = linkOf(ctx);
    reply(ctx, link, await loadShare(deps, link, viewerOf(deps, ctx, link)));
  });

  router.post('/api/share/:link/accept', validate(acceptTermsSchema), async (ctx) => {
    const link = linkOf(ctx);
    reply(ctx, link, await acceptTerms(deps, link, ctx.input, viewerOf(deps, ctx, link)));
  });

  router.post('/api/share/:link/verify', validate(verifySharePasswordSchema), async (ctx) => {
    const link = linkOf(ctx);
    const answer = await verifySharePassword(deps, link, ctx.input, viewerOf(deps, ctx, link));
    reply(ctx, link, answer);
  });

  router.post('/api/share/:link/events', validate(viewerEventSchema), async (ctx) => {
    const link = linkOf(ctx);
    await recordPlayerEvent(deps, link, ctx.input, viewerOf(deps, ctx, link));
    markPrivate(ctx);
    ctx.status = 204;
  });

  router.post('/api/share/:link/progress', validate(watchProgressSchema), async (ctx) => {
    const link = linkOf(ctx);
    await recordWatchProgress(deps, link, ctx.input, viewerOf(deps, ctx, link));
    markPrivate(ctx);
    ctx.status = 204;
  });

  router.post('/api/share/:link/compliments', validate(complimentSchema), async (ctx) => {
    const link = linkOf(ctx);
    await sendCompliment(deps, link, ctx.input, viewerOf(deps, ctx, link));
    markPrivate(ctx);
    ctx.status = 201;
    ctx.body = { title: 'Thank you!', message: 'Your feedback has been sent to the advisor.' };
  });

  return router;
}
