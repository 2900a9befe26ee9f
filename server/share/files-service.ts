import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import type { AppDeps } from '../deps.ts';
import { NotFound } from '../errors/domain-errors.ts';
import { mp4BlobKey, originalBlobKey, thumbnailBlobKey } from '../videos/blob-keys.ts';
import { captionTrackOf } from '../videos/captions-service.ts';
import { shareStateOf } from './present.ts';
import type { ShareGateRow } from './repo.ts';

export type SharedFile =
  | { kind: 'blob'; key: string; contentType: string }
  | { kind: 'text'; text: string; contentType: string };

/** The share's video, captions or thumbnail, once the gate passed the viewer (`row`). */
export async function openSharedFile(
  deps: AppDeps,
  row: ShareGateRow,
  file: 'video' | 'captions' | 'thumbnail',
): Promise<SharedFile> {
  const missing = () => new NotFound('This file is not available yet.');
  if (file === 'captions') {
    // `/captions.vtt` serves the default track, the one the page offers.
    const track = row.captionsEnabled
      ? await captionTrackOf(deps.db, row.id, DEFAULT_CAPTIONS_LANGUAGE)
      : null;
    if (!track?.captionsData) throw missing();
    return { kind: 'text', text: track.captionsData, contentType: 'text/vtt; charset=utf-8' };
  }
  if (file === 'thumbnail') {
    if (row.status !== 'ready') throw missing();
    return { kind: 'blob', key: thumbnailBlobKey(row.id), contentType: 'image/jpeg' };
  }
  if (shareStateOf(row) !== 'playable') throw missing();
  if (row.status === 'ready')
    return { kind: 'blob', key: mp4BlobKey(row.id), contentType: 'video/mp4' };
  const contentType = row.container === 'mp4' ? 'video/mp4' : 'video/webm';
  return { kind: 'blob', key: originalBlobKey(row.id), contentType };
}
