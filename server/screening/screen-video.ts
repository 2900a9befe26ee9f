import fs from 'node:fs';
import type { ScreeningStatus } from '../../shared/api/screening.ts';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { probeMedia } from '../ffmpeg/probe.ts';
import { mediaToolsOf } from '../ffmpeg/tools.ts';
import { makeWorkDir } from '../ffmpeg/work-dirs.ts';
import { mp4BlobKey } from '../videos/blob-keys.ts';
import { readyVideoAdvisor } from '../videos/service.ts';
import type { OwnContacts } from './detect/client-data.ts';
import { findOnFrame } from './frame-findings.ts';
import { readPgm } from './gray-picture.ts';
import { ownContactsOf } from './own-contacts.ts';
import { readChangedFrames, type LastReading } from './read-changed-frames.ts';
import { saveScreeningStatus } from './repo.ts';
import {
  frameWindows,
  MAX_FRAME_GAP_SECONDS,
  sampleFrames,
  type FrameWindow,
} from './sample-frames.ts';
import { replaceFindings } from './save-findings.ts';
import { screenSpeech } from './screen-speech.ts';
import { readImages, tesseractReady } from './tesseract.ts';
import { BLANK_PAGE } from './tesseract-tsv.ts';
import { findingsOverTime, type ReadFrame, type TimedFinding } from './timeline.ts';

/**
 * Client data on each frame of one stretch of the video, its frames deleted once read. Only
 * the frames whose picture changed since `last` are read with Tesseract.
 */
async function readWindow(
  config: Config,
  mp4: string,
  window: FrameWindow,
  own: OwnContacts,
  last: LastReading | null,
  signal: AbortSignal,
): Promise<{ read: ReadFrame[]; last: LastReading | null }> {
  const work = await makeWorkDir('screening');
  try {
    const frames = await sampleFrames(mediaToolsOf(config), mp4, work, window, signal);
    return await readChangedFrames(frames, last, async (files) => {
      const pages = await readImages(config.tesseractPath, files, work, signal);
      // The frames themselves too: a masked number read back as digits shows on the pixels.
      return Promise.all(
        files.map(async (file, i) => findOnFrame(pages[i] ?? BLANK_PAGE, own, await readPgm(file))),
      );
    });
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

/**
 * The client data shown in a local MP4 over time: its frames sampled, read with Tesseract and
 * searched, `own` contacts excepted. What the screening job stores, and what the bench measures.
 */
export async function findClientDataIn(
  config: Config,
  mp4: string,
  own: OwnContacts,
  signal: AbortSignal,
): Promise<TimedFinding[]> {
  const { durationSeconds } = await probeMedia(mediaToolsOf(config), mp4, signal);
  const read: ReadFrame[] = [];
  let last: LastReading | null = null;
  for (const window of frameWindows(durationSeconds)) {
    const stretch = await readWindow(config, mp4, window, own, last, signal);
    read.push(...stretch.read);
    last = stretch.last;
  }
  const lastFrame = read.at(-1)?.seconds ?? 0;
  return findingsOverTime(read, durationSeconds ?? lastFrame + MAX_FRAME_GAP_SECONDS);
}

/** Reads the MP4's frames with Tesseract and stores the client data seen, over time. */
async function screenFrames(
  deps: AppDeps,
  videoId: string,
  advisorId: string,
  signal: AbortSignal,
): Promise<void> {
  const own = await ownContactsOf(deps, advisorId);
  const found = await deps.blobs.withLocalFile(mp4BlobKey(videoId), (mp4) =>
    findClientDataIn(deps.config, mp4, own, signal),
  );
  await replaceFindings(deps, videoId, 'screen', found);
}

/**
 * The screening job, queued when a video becomes ready: its speech is screened for risky
 * promises, then its frames are read for client data. A server without Tesseract's English
 * model says `unavailable` and screens the speech only; so does a video whose frames could not
 * be read after the job's last try (logged). The video is ready either way: nothing here
 * touches it. Safe to run again: each run replaces the findings of the one before.
 */
export async function screenVideo(
  deps: AppDeps,
  videoId: string,
  signal: AbortSignal,
  { isLastAttempt = false, phrases }: { isLastAttempt?: boolean; phrases: readonly string[] },
): Promise<void> {
  const advisorId = await readyVideoAdvisor(deps, videoId);
  if (!advisorId) return;
  const status = (value: ScreeningStatus) =>
    saveScreeningStatus(deps.db, videoId, value, deps.clock.now().toISOString());
  await screenSpeech(deps, videoId, phrases);
  if (!(await tesseractReady(deps.config.tesseractPath, signal))) return status('unavailable');
  try {
    await screenFrames(deps, videoId, advisorId, signal);
  } catch (err) {
    if (signal.aborted || !isLastAttempt) throw err;
    deps.logger.warn({ err, videoId }, 'the frames could not be read for client data');
    return status('unavailable');
  }
  await status('done');
}

/**
 * The job queued by a caption edit or a change of the firm's phrases: what is said now is
 * screened again, for the phrases the firm lists now.
 */
export async function screenEditedSpeech(
  deps: AppDeps,
  videoId: string,
  phrases: readonly string[],
): Promise<void> {
  if (await readyVideoAdvisor(deps, videoId)) await screenSpeech(deps, videoId, phrases);
}
