import type { IncomingMessage } from 'node:http';
import { Metadata } from '@tus/server';
import type { Context, Middleware } from 'koa';
import { UPLOAD_TRACKS, type UploadTrack } from '../../shared/schemas/camera-layout.ts';
import type { AppDeps } from '../deps.ts';
import { Invalid, MethodNotAllowed } from '../errors/domain-errors.ts';
import { isUuid } from '../ids.ts';
import { advisorIdOf, requireAdvisor } from '../sessions/middleware.ts';
import { assertRoomForUpload } from './free-space.ts';
import { ownUpload } from './service.ts';
import { sendTusResponse, tusRequest } from './tus-request.ts';
import { createTusServer, UPLOADS_PATH, type CheckedCreate } from './tus-server.ts';
import { openUploadStore } from './upload-store.ts';

/** tus's verbs; GET (downloading a partial upload) and DELETE are not offered. */
const TUS_METHODS = new Set(['OPTIONS', 'POST', 'HEAD', 'PATCH']);

/**
 * Which video and which of its files a new upload is, from its tus metadata: `videoId`, and
 * `track`, 'screen' (the default, so clients that predate cameras go on working) or 'camera'.
 */
function uploadTargetOf(ctx: Context): { videoId: string; track: UploadTrack } {
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(ctx.get('upload-metadata') || undefined);
  } catch {
    throw new Invalid('Upload-Metadata is not valid tus metadata.');
  }
  const videoId = metadata.videoId ?? undefined;
  if (!isUuid(videoId)) {
    throw new Invalid('Upload-Metadata must name the video this file belongs to (videoId).');
  }
  const track = UPLOAD_TRACKS.find((known) => known === (metadata.track ?? 'screen'));
  if (!track) throw new Invalid('Upload-Metadata track must be screen or camera.');
  return { videoId, track };
}

/**
 * A new upload must be one whole file (tus's concatenation extension, `Upload-Concat`, is not
 * offered: tus would answer it 501, a server fault, for what is a client's mistake), for the
 * advisor's own waiting video, and exactly the declared size.
 */
async function checkCreate(deps: AppDeps, ctx: Context, advisorId: string): Promise<CheckedCreate> {
  if (ctx.get('upload-concat')) {
    throw new Invalid('Upload-Concat is not supported: send the file as one upload.');
  }
  const { videoId, track } = uploadTargetOf(ctx);
  const declared = await deps.videoFiles.declaredFileOf(deps, advisorId, videoId, track);
  const length = ctx.get('upload-length');
  if (length !== String(declared.size)) {
    const what = track === 'camera' ? 'camera recording' : 'recording';
    throw new Invalid(
      `Upload-Length must be the size of the saved ${what} (${declared.size} bytes).`,
    );
  }
  // With disk storage the upload, and then the file it becomes, are written under DATA_DIR.
  if (deps.config.storage.kind === 'disk') {
    await assertRoomForUpload(deps.config.dataDir, declared.size);
  }
  return { advisorId, videoId: declared.videoId, size: declared.size, track };
}

/**
 * `/api/uploads`: the advisor's resumable uploads. Every request but OPTIONS needs a signed-in
 * advisor, who may only create uploads for their own videos and only touch their own uploads
 * (anything else is 404); what passes goes to the tus server.
 */
export function uploadRoutes(deps: AppDeps): Middleware {
  const checkedCreates = new WeakMap<IncomingMessage, CheckedCreate>();
  // Opened now, not at the first upload: a store that cannot be opened stops the start.
  const tus = openUploadStore(deps).then((store) => createTusServer(deps, store, checkedCreates));

  return async (ctx, next) => {
    if (ctx.path !== UPLOADS_PATH && !ctx.path.startsWith(`${UPLOADS_PATH}/`)) return next();
    if (!TUS_METHODS.has(ctx.method)) {
      throw new MethodNotAllowed(`${ctx.method} is not part of the upload protocol`);
    }
    const forward = async () => {
      ctx.respond = false;
      await sendTusResponse(ctx, await (await tus).handleWeb(tusRequest(ctx)));
    };
    if (ctx.method === 'OPTIONS') return forward();
    await requireAdvisor(ctx, async () => {
      const advisorId = advisorIdOf(ctx);
      if (ctx.method === 'POST' && ctx.path === UPLOADS_PATH) {
        checkedCreates.set(ctx.req, await checkCreate(deps, ctx, advisorId));
      } else {
        await ownUpload(deps, advisorId, ctx.path.slice(UPLOADS_PATH.length + 1));
      }
      await forward();
    });
  };
}
