import fs from 'node:fs';
import path from 'node:path';
import type { ProcessingStep, TranscriptStatus, VideoStatus } from '../../shared/api/videos.ts';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import type { VideoSummary } from '../ai/summary-text.ts';
import { appendAudit } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import { probeMedia, type MediaProbe } from '../ffmpeg/probe.ts';
import { MediaToolError } from '../ffmpeg/run-tool.ts';
import { makeWorkDir } from '../ffmpeg/work-dirs.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { mediaToolsOf } from '../ffmpeg/tools.ts';
import {
  cameraOriginalBlobKey,
  mp4BlobKey,
  originalBlobKey,
  thumbnailBlobKey,
} from './blob-keys.ts';
import { findCaptionTrack, saveCaptionTrack } from './captions-repo.ts';
import { captionSpeech, captionsSaved, type Captions } from './captions-step.ts';
import { moveVideo, videoStatusOf } from './lifecycle.ts';
import { findVideo, updateVideo } from './repo.ts';
import { renderMp4AndThumbnail, type LocalCamera } from './renditions.ts';
import { findCameraPlan } from './sources.ts';
import { summarize } from './summary-step.ts';
import { queueSuggestions } from './suggestions-service.ts';
import { recordVideoVersion } from './versions-service.ts';
import { writeTransaction } from '../db/write-transaction.ts';

export const UNREADABLE_VIDEO = 'The uploaded file could not be read as a video.';
export const PROCESSING_GAVE_UP =
  'The video could not be processed after several tries. The original recording is kept.';

/** Statuses the job works from: `processing` is a run that stopped half-way (a crash). */
const WORK_FROM: ReadonlySet<VideoStatus> = new Set(['uploaded', 'processing']);

/** The language speech is transcribed in, and of the track the pipeline writes. */
const SPEECH_LANGUAGE = DEFAULT_CAPTIONS_LANGUAGE;

async function markFailed(deps: AppDeps, videoId: string, reason: string): Promise<void> {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const failed = await moveVideo(trx, videoId, 'processing', 'failed', {
      processingStep: null,
      failureReason: reason,
      updatedAt: deps.clock.now().toISOString(),
    });
    if (!failed) return;
    await appendAudit(trx, deps.clock, {
      actor: { type: 'system' },
      action: 'video.failed',
      subject: { type: 'video', id: videoId },
      payload: { reason },
    });
  });
}

/**
 * Makes the MP4 and thumbnail from the original (composed with the camera's, for a two-stream
 * video), each moved into the BlobStore when whole.
 */
async function makeRenditions(
  deps: AppDeps,
  videoId: string,
  original: { file: string; probe: MediaProbe },
  camera: LocalCamera | null,
  signal: AbortSignal,
): Promise<void> {
  const work = await makeWorkDir('process');
  try {
    const out = { mp4: path.join(work, 'video.mp4'), thumbnail: path.join(work, 'thumbnail.jpg') };
    await renderMp4AndThumbnail(mediaToolsOf(deps.config), original, camera, out, signal);
    // Written under their final keys only when complete, so a re-run simply replaces them.
    await deps.blobs.moveIn(mp4BlobKey(videoId), out.mp4);
    await deps.blobs.moveIn(thumbnailBlobKey(videoId), out.thumbnail);
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

/** What the steps that read the original found: null when it is not a video at all. */
interface FromOriginal {
  durationSeconds: number | null;
  captions: Captions | null;
  transcriptStatus: TranscriptStatus;
}

/**
 * Every step that reads the original (checking, converting, captioning), on one local copy of
 * it: on S3 each copy is a download of the whole recording, which may be 4 GB.
 */
async function workFromOriginal(
  deps: AppDeps,
  videoId: string,
  original: string,
  camera: LocalCamera | null,
  step: (processingStep: ProcessingStep) => Promise<unknown>,
  signal: AbortSignal,
): Promise<FromOriginal | null> {
  const tools = mediaToolsOf(deps.config);
  const probe = await probeMedia(tools, original, signal);
  if (!probe.hasVideo) return null;
  const { durationSeconds } = probe;
  // A camera file with no picture leaves the screen alone rather than fail the video.
  const usable = camera && (await probeMedia(tools, camera.file, signal)).hasVideo;
  await step('converting');
  await makeRenditions(deps, videoId, { file: original, probe }, usable ? camera : null, signal);
  const track = await findCaptionTrack(deps.db, videoId, SPEECH_LANGUAGE);
  const saved = captionsSaved(track?.captionsData ?? null);
  if (saved) return { durationSeconds, captions: saved, transcriptStatus: 'made' };
  if (!probe.hasAudio) return { durationSeconds, captions: null, transcriptStatus: 'no_audio' };
  const { models } = deps;
  if (!models.transcription) {
    return { durationSeconds, captions: null, transcriptStatus: 'no_model' };
  }
  await step('transcribing');
  const made = await captionSpeech(
    deps,
    { file: original, durationSeconds, modelFile: models.transcription, language: SPEECH_LANGUAGE },
    signal,
  );
  return made.captions
    ? { durationSeconds, captions: made.captions, transcriptStatus: 'made' }
    : { durationSeconds, captions: null, transcriptStatus: made.reason };
}

/** The advisor's own title and description stay; only a default title and a blank are filled. */
function summaryPatch(
  video: { titleIsDefault: number | boolean; description: string | null },
  summary: VideoSummary | null,
): { title?: string; description?: string } {
  if (!summary) return {};
  return {
    ...(video.titleIsDefault ? { title: summary.title } : {}),
    ...(!video.description?.trim() ? { description: summary.description } : {}),
  };
}

/**
 * The processing job, run once a video's original is stored: checks the file really is a
 * playable video and takes its duration from the file rather than the browser's word, makes
 * the H.264 MP4 every device plays (composed with the camera's file in its layout, for a
 * recording of screen and camera) and a thumbnail, captions the speech with whisper.cpp and,
 * where the advisor left the title to its default or the description blank, writes them from
 * what was said; then the video is `ready`, with why it has a transcript or not. A file ffmpeg
 * cannot read marks the video `failed` with the reason audited; missing models only mean no
 * captions and the default title. A ready video's screening for client data is queued as a job
 * of its own. Safe to run
 * again after a crash: it starts over from the original, and a video already `ready` or
 * `failed` is left alone.
 */
export async function processVideo(
  deps: AppDeps,
  videoId: string,
  signal: AbortSignal,
  { isLastAttempt = false } = {},
): Promise<void> {
  const video = await findVideo(deps.db, videoId);
  if (!video) return;
  const status = videoStatusOf(video.status);
  if (!WORK_FROM.has(status)) return;
  const at = () => deps.clock.now().toISOString();
  const step = (processingStep: ProcessingStep) =>
    updateVideo(deps.db, videoId, 'processing', { processingStep, updatedAt: at() });
  await moveVideo(deps.db, videoId, status, 'processing', {
    processingStep: 'checking',
    updatedAt: at(),
  });
  try {
    const plan = await findCameraPlan(deps.db, videoId);
    const found = await deps.blobs.withLocalFile(originalBlobKey(videoId), (original) =>
      plan
        ? deps.blobs.withLocalFile(cameraOriginalBlobKey(videoId), (file) =>
            workFromOriginal(deps, videoId, original, { ...plan, file }, step, signal),
          )
        : workFromOriginal(deps, videoId, original, null, step, signal),
    );
    if (!found) return await markFailed(deps, videoId, UNREADABLE_VIDEO);
    const { durationSeconds, captions, transcriptStatus } = found;
    const { models } = deps;
    let summary: VideoSummary | null = null;
    if (captions) {
      await step('describing');
      const input = { transcript: captions.transcript, modelFile: models.description };
      summary = await summarize(deps, input, signal);
    }
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      const readyAt = at();
      const ready = await moveVideo(trx, videoId, 'processing', 'ready', {
        processingStep: null,
        ...(durationSeconds !== null ? { duration: durationSeconds } : {}),
        transcriptStatus,
        ...summaryPatch(video, summary),
        updatedAt: readyAt,
      });
      if (!ready) return;
      if (captions) {
        await saveCaptionTrack(trx, {
          videoId,
          language: SPEECH_LANGUAGE,
          captionsData: captions.vtt,
          transcriptText: captions.transcript,
          source: 'whisper',
          at: readyAt,
        });
      }
      await recordVideoVersion(deps, trx, { ...video, status: 'ready' }, captions?.vtt ?? null, {
        reason: 'processed',
        by: { type: 'system' },
      });
      // Its own job, after the video is ready: reading the frames may take minutes, and its
      // failure must neither hold back nor fail the video.
      await enqueueJob(trx, deps.clock, {
        name: 'screening.screen_video',
        payload: { videoId },
        dedupeKey: `screening.screen_video:${videoId}`,
      });
      // Chapters and a summary suggested from the captions: the advisor chooses whether to use them.
      if (models.description) await queueSuggestions(trx, deps.clock, videoId);
    });
  } catch (err) {
    // The file itself is bad: running again cannot help. Anything else is retried by the queue.
    if (err instanceof MediaToolError && !signal.aborted) {
      return await markFailed(deps, videoId, UNREADABLE_VIDEO);
    }
    // Out of retries: say so rather than leave the advisor watching 'processing' for ever.
    if (isLastAttempt && !signal.aborted) await markFailed(deps, videoId, PROCESSING_GAVE_UP);
    throw err;
  }
}
