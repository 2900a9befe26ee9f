import Router from '@koa/router';
import type { AppDeps } from '../deps.ts';
import { openSharedFile } from './files-service.ts';
import { gateMemo } from './gate-memo.ts';
import { openPassedShare } from './gate-service.ts';
import type { ShareGateRow } from './repo.ts';
import { sendSharedFile } from './send-shared-file.ts';
import { markPrivate, viewerOf } from './viewer.ts';

/**
 * A shared video's files, for a browser holding that link's gate pass (else 403): the video
 * (MP4, or the original while the MP4 is being made) with HTTP ranges, its captions and its
 * thumbnail. `private, no-cache`: kept by the browser, but checked again on each use, so a
 * revoked link or a changed password closes it within GATE_MEMO_MS. With MEDIA_OFFLOAD on,
 * the gate and every header are still decided here, and nginx sends the file's bytes.
 */
export function shareMediaRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/media/share/:link' });
  const passed = gateMemo<ShareGateRow>(deps.clock);
  const files = {
    '/video': 'video',
    '/captions.vtt': 'captions',
    '/thumbnail.jpg': 'thumbnail',
  } as const;
  for (const [path, file] of Object.entries(files)) {
    router.get(path, async (ctx) => {
      const link = ctx.params.link ?? '';
      markPrivate(ctx);
      const viewer = viewerOf(deps, ctx, link);
      const row = await passed(
        `${link} ${viewer.token ?? ''}`,
        async () => (await openPassedShare(deps, link, viewer)).row,
      );
      await sendSharedFile(ctx, deps, await openSharedFile(deps, row, file), 'private, no-cache');
    });
  }
  return router;
}
