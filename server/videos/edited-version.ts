import type { AuditActor } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { probeMedia } from '../ffmpeg/probe.ts';
import { mediaToolsOf, type MediaTools } from '../ffmpeg/tools.ts';
import { extractThumbnail } from '../ffmpeg/transcode.ts';
import { recordRemadeVersion } from './remade-version.ts';

/** How a new version changes the video: its MP4 made again, and maybe its captions. */
export interface VersionEdit {
  reason: 'blurred' | 'muted';
  /** Writes the new MP4 at `output` from the version's `source` MP4. */
  render: (
    tools: MediaTools,
    source: string,
    output: string,
    durationSeconds: number | null,
    signal?: AbortSignal,
  ) => Promise<void>;
  /** The default captions as they are in the new version, from the current ones. */
  captions?: (vtt: string) => string;
}

/**
 * Makes a new version of a ready video edited from the MP4 clients are served (a blur, a mute;
 * see recordRemadeVersion). The edit is always made from the MP4 set aside, so a second run
 * after a crash edits the same video, never an edited one.
 */
export async function recordEditedVersion(
  deps: AppDeps,
  videoId: string,
  edit: VersionEdit,
  by: AuditActor,
  onStored: (trx: Db) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const tools = mediaToolsOf(deps.config);
  await recordRemadeVersion(
    deps,
    videoId,
    {
      reason: edit.reason,
      by,
      notReady: 'Only a ready video can be edited.',
      captions: edit.captions,
    },
    ({ keptMp4, mp4, thumbnail }) =>
      deps.blobs.withLocalFile(keptMp4, async (source) => {
        const { durationSeconds } = await probeMedia(tools, source, signal);
        await edit.render(tools, source, mp4, durationSeconds, signal);
        // The same moment the processing took it from: what was blurred there stays blurred.
        const at = Math.min(1, (durationSeconds ?? 0) / 2);
        await extractThumbnail(tools, mp4, thumbnail, at, signal);
      }),
    onStored,
  );
}
