import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import type { AuditActor } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { Conflict } from '../errors/domain-errors.ts';
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

/** Where a remake writes its new MP4 and thumbnail, and the served MP4 it replaces, set aside. */
export interface Remake {
  /** The blob key of the MP4 clients are served now, kept under a key of its own. */
  keptMp4: string;
  mp4: string;
  thumbnail: string;
}

/**
 * Makes a new version of a ready video whose MP4 (and its thumbnail) `remake` makes anew (a blur,
 * a mute, a new layout): the files clients are served are replaced, and every earlier version
 * keeps its own files, set aside first under keys of their own. The originals are never touched.
 * New captions, when the change has them, replace the default track (what the share page shows
 * and the transcript reads). `onStored` runs in the transaction that records the version (what
 * changed, its audit entry).
 *
 * Safe to run again after a crash: the files set aside are kept from the first run, so a second
 * run makes its files from the same sources as the first.
 */
export async function recordRemadeVersion(
  deps: AppDeps,
  videoId: string,
  change: {
    reason: 'blurred' | 'layout' | 'muted';
    by: AuditActor;
    notReady: string;
    /** The default captions as they are in the new version, from the current ones. */
    captions?: (vtt: string) => string;
  },
  remake: (files: Remake) => Promise<void>,
  onStored: (trx: Db) => Promise<void>,
): Promise<void> {
  const video = await findVideo(deps.db, videoId);
  if (video?.status !== 'ready') throw new Conflict(change.notReady);
  const base = (await findLatestVideoVersion(deps.db, videoId))?.version ?? 1;
  const keptMp4 = keptFileBlobKey(videoId, 'mp4', base);
  const keptThumbnail = keptFileBlobKey(videoId, 'thumbnail', base);
  const work = await makeWorkDir('remake');
  try {
    await keepCopy(deps, mp4BlobKey(videoId), keptMp4, work);
    await keepCopy(deps, thumbnailBlobKey(videoId), keptThumbnail, work);
    const mp4 = path.join(work, 'remade.mp4');
    const thumbnail = path.join(work, 'thumbnail.jpg');
    await remake({ keptMp4, mp4, thumbnail });
    await deps.blobs.moveIn(mp4BlobKey(videoId), mp4);
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
    const captionsData = before !== null && change.captions ? change.captions(before) : before;
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
    await recordVideoVersion(deps, trx, video, captionsData, {
      reason: change.reason,
      by: change.by,
    });
    await onStored(trx);
  });
}
