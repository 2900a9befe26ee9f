import type { PreviewProcessingResponse } from '../../shared/api/videos.ts';
import {
  PREVIEW_FALLBACK_DESCRIPTION,
  PREVIEW_FALLBACK_TITLE,
} from '../../shared/constants/limits.ts';
import type { AppDeps } from '../deps.ts';
import { AiUnavailableError, NoSpeechError } from '../http/errors.ts';
import { captionSpeech } from './captions-step.ts';
import { summarize } from './summary-step.ts';

/**
 * Opus at the recorder's 32 kbit/s is 4 KB a second; four times that leaves room for a
 * browser that records richer sound, while still refusing a body far longer than the
 * recording it claims to be.
 */
const AUDIO_BYTES_PER_SECOND = 16 * 1024;
/** The WebM header and a little slack for very short recordings. */
const AUDIO_OVERHEAD_BYTES = 64 * 1024;
/** A little more sound than the recording's stated length is transcribed, never more. */
const DURATION_SLACK_SECONDS = 2;

/** The largest sound body accepted for a recording this long. */
export function previewAudioLimitBytes(durationSeconds: number): number {
  return Math.ceil(durationSeconds * AUDIO_BYTES_PER_SECOND) + AUDIO_OVERHEAD_BYTES;
}

/** How long a preview may run: a few minutes plus the recording's own length, then it gives up. */
export function previewTimeLimitMs(durationSeconds: number): number {
  return (5 * 60 + durationSeconds) * 1000;
}

/** Refuses before any sound is sent when this server has no speech model to run. */
export function assertPreviewAvailable(deps: AppDeps): string {
  const model = deps.models.transcription;
  if (!model) {
    throw new AiUnavailableError(
      'This server has no speech model installed, so captions and a title cannot be made now.',
    );
  }
  return model;
}

/**
 * Captions, a transcript, a title and a description for a recording's sound, before the
 * video is saved (SPEC.md s.4 preview AI processing), made on this machine by whisper.cpp and
 * the local language model (or sentences taken from the transcript). Nothing is stored.
 * No speech found is a 422; running out of time a 503; a summary that cannot be made leaves
 * the spec's fallback texts beside real captions.
 */
export async function processPreview(
  deps: AppDeps,
  input: { audioFile: string; durationSeconds: number },
  signal: AbortSignal,
): Promise<PreviewProcessingResponse> {
  const modelFile = assertPreviewAvailable(deps);
  try {
    const captions = await captionSpeech(
      deps,
      {
        file: input.audioFile,
        durationSeconds: input.durationSeconds,
        modelFile,
        limitSeconds: input.durationSeconds + DURATION_SLACK_SECONDS,
      },
      signal,
    );
    if (!captions) throw new NoSpeechError();
    const summary = await summarize(
      deps,
      { transcript: captions.transcript, modelFile: deps.models.description },
      signal,
    );
    return {
      title: summary?.title ?? PREVIEW_FALLBACK_TITLE,
      description: summary?.description ?? PREVIEW_FALLBACK_DESCRIPTION,
      captions: { vtt: captions.vtt },
      transcript: captions.transcript,
    };
  } catch (err) {
    if (!signal.aborted) throw err;
    throw new AiUnavailableError(
      'Analyzing the recording took too long. Captions will be made after it is uploaded.',
    );
  }
}
