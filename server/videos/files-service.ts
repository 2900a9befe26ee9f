import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { mp4BlobKey, originalBlobKey, thumbnailBlobKey } from './blob-keys.ts';
import { findOwnVideo } from './repo.ts';

export interface OwnVideoFile {
  key: string;
  contentType: string;
}

/**
 * The advisor's own video to play on its page (the MP4, or the original until the MP4 is made)
 * or its thumbnail. Another advisor's video is "not found".
 */
export async function openOwnVideoFile(
  deps: AppDeps,
  advisorId: string,
  id: string,
  file: 'media' | 'thumbnail',
): Promise<OwnVideoFile> {
  const video = await findOwnVideo(deps.db, advisorId, id);
  if (!video) throw new NotFound('Video not found');
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
