import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import type { AuditActor } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { Conflict } from '../errors/domain-errors.ts';
import { probeMedia } from '../ffmpeg/probe.ts';
import { mediaToolsOf, type MediaTools } from '../ffmpeg/tools.ts';
import { extractThumbnail } from '../ffmpeg/transcode.ts';
import { makeWorkDir } from '../ffmpeg/work-dirs.ts';
import { keptFileBlobKey, mp4BlobKey, thumbnailBlobKey } from './blob-keys.ts';
import { saveCaptionTrack } from './captions-repo.ts';
import { captionTrackOf } from './captions-service.ts';
import { captionsSaved } from './captions-step.ts';
import { videoStatusOf } from './lifecycle.ts';
import { findVideo, updateVideo } from './repo.ts';
import { findLatestVideoVersion, repointVersionFile } from './versions-repo.ts';
import { recordVideoVersion } from './versions-service.ts';

/** Copies the blob at `from` to `to` unless `to` is already there (a re-run keeps the first copy). */
async function keepCopy(deps: AppDeps, from: string, to: string, work: string): Promise<void> {
  if (await deps.blobs.stat(to)) return;
  const copy = path.join(work, `kept-${path.basename(to)}`);
  await deps.blobs.withLocalFile(from, (file) => fs.promises.copyFile(file, copy));
  await deps.blobs.moveIn(to, copy);
}

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
 * Makes a new version of a ready video (a blur, a mute): the MP4 (and its thumbnail) that
 * clients are served are replaced, and every earlier version keeps its own files, set aside
 * first under keys of their own. The original upload is never touched. New captions, when the
 * edit has them, replace the default track (what the share page shows and the transcript
 * reads). `onStored` runs in the transaction that records the version (what changed, and its
 * audit entry).
 *
 * Safe to run again after a crash: the files set aside are kept from the first run, and the
 * edit is always made from them, so a second run edits the same video, never an edited one.
 */
export async function recordEditedVersion(
  deps: AppDeps,
  videoId: string,
  edit: VersionEdit,
  by: AuditActor,
  onStored: (trx: Db) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const video = await findVideo(deps.db, videoId);
  if (video?.status !== 'ready') throw new Conflict('Only a ready video can be edited.');
  const base = (await findLatestVideoVersion(deps.db, videoId))?.version ?? 1;
  const keptMp4 = keptFileBlobKey(videoId, 'mp4', base);
  const keptThumbnail = keptFileBlobKey(videoId, 'thumbnail', base);
  const tools = mediaToolsOf(deps.config);
  const work = await makeWorkDir('version');
  try {
    await keepCopy(deps, mp4BlobKey(videoId), keptMp4, work);
    await keepCopy(deps, thumbnailBlobKey(videoId), keptThumbnail, work);
    const edited = path.join(work, 'edited.mp4');
    const thumbnail = path.join(work, 'thumbnail.jpg');
    await deps.blobs.withLocalFile(keptMp4, async (source) => {
      const { durationSeconds } = await probeMedia(tools, source, signal);
      await edit.render(tools, source, edited, durationSeconds, signal);
      // The same moment the processing took it from: what was blurred there stays blurred.
      const at = Math.min(1, (durationSeconds ?? 0) / 2);
      await extractThumbnail(tools, edited, thumbnail, at, signal);
    });
    await deps.blobs.moveIn(mp4BlobKey(videoId), edited);
    await deps.blobs.moveIn(thumbnailBlobKey(videoId), thumbnail);
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
  const captions = await captionTrackOf(deps.db, videoId, DEFAULT_CAPTIONS_LANGUAGE);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const at = deps.clock.now().toISOString();
    // Updating first holds the video row, so versions made at once number in turn.
    if (!(await updateVideo(trx, videoId, videoStatusOf(video.status), { updatedAt: at }))) {
      throw new Conflict('The video changed meanwhile; please try again.');
    }
    const before = captions?.captionsData ?? null;
    const captionsData = before !== null && edit.captions ? edit.captions(before) : before;
    // A video processed before versions were kept gets its first version now.
    if (!(await findLatestVideoVersion(trx, videoId))) {
      await recordVideoVersion(deps, trx, video, before, {
        reason: 'processed',
        by: { type: 'system' },
      });
    }
    await repointVersionFile(trx, videoId, 'mp4Key', mp4BlobKey(videoId), keptMp4);
    await repointVersionFile(
      trx,
      videoId,
      'thumbnailKey',
      thumbnailBlobKey(videoId),
      keptThumbnail,
    );
    if (captionsData !== null && captionsData !== before) {
      // Changed at the advisor's request, as an edit of theirs is: never written over by a
      // transcription run again.
      await saveCaptionTrack(trx, {
        videoId,
        language: DEFAULT_CAPTIONS_LANGUAGE,
        captionsData,
        transcriptText: captionsSaved(captionsData)?.transcript ?? '',
        source: 'advisor',
        at,
      });
    }
    await recordVideoVersion(deps, trx, video, captionsData, { reason: edit.reason, by });
    await onStored(trx);
  });
}
