import type { PreviewProcessingResponse } from '../../shared/api/videos.ts';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import type { AppDeps } from '../deps.ts';
import { Unprocessable, Unavailable } from '../errors/domain-errors.ts';
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

/**
 * What the preview answers when this server has no speech model: nothing made, said as a
 * normal answer (the firm has simply not installed models yet), never as an error.
 */
export const NOTHING_MADE: PreviewProcessingResponse = {
  title: '',
  description: '',
  captions: null,
  transcript: '',
};

/**
 * Captions, a transcript, a title and a description for a recording's sound, before the
 * video is saved (the preview's AI pass, once per page load), made on this machine by whisper.cpp and
 * the local language model (or sentences taken from the transcript). Nothing is stored.
 * Without a speech model nothing is made (NOTHING_MADE). No speech found is a 422; speech
 * the model cannot read or running out of time a 503; a summary that cannot be made leaves
 * the title and description empty beside real captions (the spec's 'Financial Advisory Video'
 * fallback would describe a video nobody analysed: honesty wins over the spec here).
 */
export async function processPreview(
  deps: AppDeps,
  input: { audioFile: string; durationSeconds: number },
  signal: AbortSignal,
): Promise<PreviewProcessingResponse> {
  const modelFile = deps.models.transcription;
  if (!modelFile) return NOTHING_MADE;
  try {
    const made = await captionSpeech(
      deps,
      {
        file: input.audioFile,
        durationSeconds: input.durationSeconds,
        modelFile,
        language: DEFAULT_CAPTIONS_LANGUAGE,
        limitSeconds: input.durationSeconds + DURATION_SLACK_SECONDS,
      },
      signal,
    );
    if (!made.captions && made.reason === 'no_speech')
      throw new Unprocessable('No speech was found in the recording.', 'NO_SPEECH');
    if (!made.captions) {
      throw new Unavailable(
        'Captions could not be made from this recording now. They will be made after it is uploaded.',
        'AI_UNAVAILABLE',
      );
    }
    const { captions } = made;
    const summary = await summarize(
      deps,
      { transcript: captions.transcript, modelFile: deps.models.description },
      signal,
    );
    return {
      title: summary?.title ?? '',
      description: summary?.description ?? '',
      captions: { vtt: captions.vtt },
      transcript: captions.transcript,
    };
  } catch (err) {
    if (!signal.aborted) throw err;
    throw new Unavailable(
      'Analyzing the recording took too long. Captions will be made after it is uploaded.',
      'AI_UNAVAILABLE',
    );
  }
}
