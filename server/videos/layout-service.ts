import type { VideoView } from '../../shared/api/videos.ts';
import type { CameraLayout } from '../../shared/schemas/camera-layout.ts';
import { appendAudit } from '../audit/service.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { Conflict } from '../errors/domain-errors.ts';
import { probeMedia } from '../ffmpeg/probe.ts';
import { mediaToolsOf } from '../ffmpeg/tools.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { cameraOriginalBlobKey, originalBlobKey } from './blob-keys.ts';
import { recordRemadeVersion } from './remade-version.ts';
import { renderMp4AndThumbnail } from './renditions.ts';
import { ownVideo } from './own-video.ts';
import { getVideo, videoFactsOf } from './service.ts';
import { findCameraPlan, layoutColumns, layoutOf } from './sources.ts';
import { updateVideoSources } from './sources-repo.ts';
import { listVideoVersions } from './versions-repo.ts';

export const NO_CAMERA =
  'This video was recorded without a separate camera, so it has no layout to change.';
export const NOT_READY_FOR_LAYOUT =
  'This video is not ready yet; its layout can be changed once it has been processed.';
export const EDITED_KEEPS_LAYOUT =
  'Parts of this video were blurred or muted for compliance; a new layout, made from the recordings, would bring them back.';

/**
 * The advisor picks a new layout for their two-stream video: it is stored at once (the video
 * shows the layout asked for) and a job composes a new version in it from the two originals;
 * the versions made before keep their files. Only a ready video with a camera file has one. A
 * video with blurred or muted parts keeps its layout: those edits were made on the MP4, not on
 * the originals a layout is composed from.
 */
export async function changeLayout(
  deps: AppDeps,
  advisorId: string,
  id: string,
  layout: CameraLayout,
): Promise<VideoView> {
  const video = await ownVideo(deps.db, advisorId, id);
  const from = layoutOf(video);
  if (!from) throw new Conflict(NO_CAMERA);
  if (video.status !== 'ready') throw new Conflict(NOT_READY_FOR_LAYOUT);
  const versions = await listVideoVersions(deps.db, id);
  if (versions.some((version) => version.reason === 'blurred' || version.reason === 'muted')) {
    throw new Conflict(EDITED_KEEPS_LAYOUT);
  }
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await updateVideoSources(trx, id, layoutColumns(layout));
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: advisorId },
      action: 'video.layout_changed',
      subject: { type: 'video', id },
      payload: { from, to: layout },
    });
    await enqueueJob(trx, deps.clock, { name: 'video.compose_layout', payload: { videoId: id } });
  });
  return getVideo(deps, advisorId, id);
}

/**
 * The job: a new version of the video composed from its screen and camera originals in the
 * layout now stored (a later change composes again; each is kept as a version).
 */
export async function composeLayoutVersion(
  deps: AppDeps,
  videoId: string,
  signal: AbortSignal,
): Promise<void> {
  const plan = await findCameraPlan(deps.db, videoId);
  const video = await videoFactsOf(deps.db, videoId);
  if (!plan || !video) return;
  const tools = mediaToolsOf(deps.config);
  const by = { type: 'advisor', id: video.advisorId } as const;
  await recordRemadeVersion(
    deps,
    videoId,
    { reason: 'layout', by, notReady: NOT_READY_FOR_LAYOUT },
    (out) =>
      deps.blobs.withLocalFile(originalBlobKey(videoId), (screen) =>
        deps.blobs.withLocalFile(cameraOriginalBlobKey(videoId), async (camera) => {
          const probe = await probeMedia(tools, screen, signal);
          const original = { file: screen, probe };
          await renderMp4AndThumbnail(tools, original, { ...plan, file: camera }, out, signal);
        }),
      ),
    (trx) =>
      appendAudit(trx, deps.clock, {
        actor: { type: 'system' },
        action: 'video.layout_composed',
        subject: { type: 'video', id: videoId },
        payload: { layout: plan.layout },
      }),
  );
}
