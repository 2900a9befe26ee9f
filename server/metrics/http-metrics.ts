import type { Context, Middleware } from 'koa';
import { UPLOADS_PATH } from '../uploads/tus-server.ts';
import type { Metrics } from './metrics.ts';

/** The route label of every request no router matched (static files, unknown paths). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route template (`/api/videos/:id`), never the raw path, so the number of series stays
 * bounded whatever URLs clients send. The tus endpoint is middleware, not a router route.
 */
function routeOf(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched !== undefined) return String(matched);
  if (ctx.path === UPLOADS_PATH) return UPLOADS_PATH;
  if (ctx.path.startsWith(`${UPLOADS_PATH}/`)) return `${UPLOADS_PATH}/:id`;
  return UNMATCHED_ROUTE;
}

/**
 * Bytes a tus request added to its upload: the offset it was acknowledged at minus the offset
 * it started from. Measured here so it holds for any upload store, disk or S3.
 */
function uploadedBytesOf(ctx: Context): number {
  if (!ctx.path.startsWith(`${UPLOADS_PATH}/`) && ctx.path !== UPLOADS_PATH) return 0;
  if ((ctx.method !== 'PATCH' && ctx.method !== 'POST') || ctx.status >= 300) return 0;
  const after = Number(ctx.res.getHeader('upload-offset'));
  const before = Number(ctx.get('upload-offset') || 0);
  return Number.isSafeInteger(after) && Number.isSafeInteger(before) && after > before
    ? after - before
    : 0;
}

/** Counts and times every request once its response has ended (or its client went away). */
export function httpMetrics(metrics: Metrics): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = `${String(ctx.status).charAt(0)}xx`;
      metrics.observeRequest({ route: routeOf(ctx), method: ctx.method, status }, seconds);
      const bytes = uploadedBytesOf(ctx);
      if (bytes > 0) metrics.countUploadBytes(bytes);
    });
    await next();
  };
}
