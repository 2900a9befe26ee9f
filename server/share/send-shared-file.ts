import type { Context } from 'koa';
import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { sendBlob } from '../http/send-blob.ts';
import type { SharedFile } from './files-service.ts';

/**
 * Answers with a shared file the gate let through: text as it is, a stored file with ranges
 * (or handed to nginx with MEDIA_OFFLOAD). Never run by the browser should it be opened.
 */
export async function sendSharedFile(
  ctx: Context,
  deps: Pick<AppDeps, 'blobs' | 'config'>,
  file: SharedFile,
  cacheControl: string,
): Promise<void> {
  ctx.set('Cache-Control', cacheControl);
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  if (file.kind === 'text') {
    ctx.type = file.contentType;
    ctx.body = file.text;
    return;
  }
  const sent = await sendBlob(ctx, deps.blobs, file.key, {
    contentType: file.contentType,
    cacheControl,
    offloadPrefix: deps.config.mediaOffload?.prefix,
  });
  if (!sent) throw new NotFound('This file is not available yet.');
}
