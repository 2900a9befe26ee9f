import type { AuditActor } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { blurRegions, type BlurRegion } from '../ffmpeg/blur.ts';
import { probeMedia } from '../ffmpeg/probe.ts';
import { mediaToolsOf } from '../ffmpeg/tools.ts';
import { extractThumbnail } from '../ffmpeg/transcode.ts';
import { recordRemadeVersion } from './remade-version.ts';

/**
 * Makes a new version of a ready video with `regions` blurred (see recordRemadeVersion). The
 * blur is always made from the MP4 set aside, so a second run after a crash blurs the same
 * picture, never a blurred one.
 */
export async function recordBlurredVersion(
  deps: AppDeps,
  videoId: string,
  regions: readonly BlurRegion[],
  by: AuditActor,
  onStored: (trx: Db) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const tools = mediaToolsOf(deps.config);
  await recordRemadeVersion(
    deps,
    videoId,
    { reason: 'blurred', by, notReady: 'Only a ready video can be blurred.' },
    ({ keptMp4, mp4, thumbnail }) =>
      deps.blobs.withLocalFile(keptMp4, async (source) => {
        const { durationSeconds } = await probeMedia(tools, source, signal);
        await blurRegions(tools, source, mp4, regions, durationSeconds, signal);
        // The same moment the processing took it from: what was blurred there stays blurred.
        const at = Math.min(1, (durationSeconds ?? 0) / 2);
        await extractThumbnail(tools, mp4, thumbnail, at, signal);
      }),
    onStored,
  );
}
