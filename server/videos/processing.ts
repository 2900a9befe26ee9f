import { appendAudit } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import { probeMedia } from '../media/probe.ts';
import { MediaToolError } from '../media/run-tool.ts';
import { originalBlobKey } from './blob-keys.ts';
import { findVideo, updateVideo } from './repo.ts';

export const UNREADABLE_VIDEO = 'The uploaded file could not be read as a video.';

/**
 * The processing job, run once a video's original is stored: checks the file really is a
 * playable video and takes its duration from the file rather than the browser's word. A file
 * ffprobe cannot read marks the video failed. (MP4, thumbnail, captions and AI texts follow in
 * the media pipeline.) Safe to run again: a video no longer `uploaded` is left alone.
 */
export async function processVideo(
  deps: AppDeps,
  videoId: string,
  signal: AbortSignal,
): Promise<void> {
  const video = await findVideo(deps.db, videoId);
  if (video?.status !== 'uploaded') return;
  const probe = await deps.blobs
    .withLocalFile(originalBlobKey(videoId), (file) => probeMedia(file, signal))
    .catch((err: unknown) => {
      if (err instanceof MediaToolError) return null;
      throw err;
    });
  const at = deps.clock.now().toISOString();
  if (!probe?.hasVideo) {
    await deps.db.transaction().execute(async (trx) => {
      const failed = await updateVideo(trx, videoId, 'uploaded', {
        status: 'failed',
        updatedAt: at,
      });
      if (!failed) return;
      await appendAudit(trx, deps.clock, {
        actor: { type: 'system' },
        action: 'video.failed',
        subject: { type: 'video', id: videoId },
        payload: { reason: UNREADABLE_VIDEO },
      });
    });
    return;
  }
  if (probe.durationSeconds !== null) {
    await updateVideo(deps.db, videoId, 'uploaded', { duration: probe.durationSeconds });
  }
}
