import Router from '@koa/router';
import { SHARE_DOWNLOADS, type ShareDownload } from '../../shared/api/share.ts';
import { shareDownloadQuerySchema } from '../../shared/schemas/share.ts';
import type { AppDeps } from '../deps.ts';
import { validateQuery } from '../http/validate.ts';
import { attachmentHeader } from './download-name.ts';
import { openShareDownload } from './download-service.ts';
import { sendSharedFile } from './send-shared-file.ts';
import { markPrivate, viewerOf } from './viewer.ts';

/**
 * The files a client saves from the share page (the MP4 and its captions as WebVTT and SRT),
 * as attachments: each request is decided afresh by the gate and the download switches, never
 * from the media's short-lived memo, since a download is one request, not a stream of ranges.
 */
export function shareDownloadRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/media/share/:link/download' });
  for (const wanted of SHARE_DOWNLOADS) {
    router.get(`/${wanted}`, validateQuery(shareDownloadQuerySchema), async (ctx) => {
      const link = ctx.params.link ?? '';
      markPrivate(ctx);
      // A resumed download asks for the rest of the file: it is the same download.
      const range = ctx.get('range');
      const record = ctx.method === 'GET' && (range === '' || /^bytes=0-/.test(range));
      const { file, fileName } = await openShareDownload(deps, link, wanted as ShareDownload, {
        sessionId: ctx.input.visit,
        viewer: viewerOf(deps, ctx, link),
        record,
      });
      ctx.set('Content-Disposition', attachmentHeader(fileName));
      await sendSharedFile(ctx, deps, file, 'private, no-store');
    });
  }
  return router;
}
