import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { mp4BlobKey, originalBlobKey, thumbnailBlobKey } from './blob-keys.ts';
import { refusalOf, type Principal } from '../access/video-access.ts';
import { findVideoWithUpload } from './repo.ts';

export interface OwnVideoFile {
  key: string;
  contentType: string;
}

/**
 * A video to play (the MP4, or the original until the MP4 is made) or its thumbnail, for whoever
 * the access module lets watch it: its advisor on its page, a reviewer in the compliance record.
 * Anyone else is told it is "not found".
 */
export async function openVideoFile(
  deps: AppDeps,
  principal: Principal,
  id: string,
  file: 'media' | 'thumbnail',
): Promise<OwnVideoFile> {
  const video = await findVideoWithUpload(deps.db, id);
  const facts = video && { ...video, sent: video.uploadedAt !== null };
  if (!video || refusalOf(principal, 'watch', facts)) throw new NotFound('Video not found');
  const ready = video.status === 'ready';
  if (file === 'thumbnail') {
    if (!ready) throw new NotFound('The thumbnail is made once processing has finished.');
    return { key: thumbnailBlobKey(id), contentType: 'image/jpeg' };
  }
  if (ready) return { key: mp4BlobKey(id), contentType: 'video/mp4' };
  if (video.uploadedAt === null) throw new NotFound('The video has not been uploaded yet.');
  return {
    key: originalBlobKey(id),
    contentType: video.container === 'mp4' ? 'video/mp4' : 'video/webm',
  };
}
