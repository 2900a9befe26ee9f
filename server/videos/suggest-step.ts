import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import type { TranscriptSuggestions } from '../ai/clean-suggestions.ts';
import { suggestFromCues } from '../ai/suggest-chapters.ts';
import type { AppDeps } from '../deps.ts';
import { findVideo } from './repo.ts';
import { findSuggestions, saveSuggestions } from './suggestions-repo.ts';
import { currentCaptions } from './suggestions-service.ts';

const NONE: TranscriptSuggestions = { chapters: [], summary: null };

/**
 * The suggestions job: chapters and a summary from a ready video's captions, by the installed
 * language model, stored beside the video and never applied to it. Without a model there is
 * nothing to do; without captions, or when the model's answer is unusable or the model cannot
 * run (logged), "nothing to suggest" is stored, which is not an error. Suggestions already made
 * from these very captions are kept. A cancel throws, so the job is retried.
 */
export async function suggestForVideo(
  deps: AppDeps,
  videoId: string,
  signal: AbortSignal,
): Promise<void> {
  const modelFile = deps.models.description;
  const video = await findVideo(deps.db, videoId);
  if (!modelFile || video?.status !== 'ready') return;
  const { vtt, fingerprint } = await currentCaptions(deps.db, videoId);
  if ((await findSuggestions(deps.db, videoId))?.captionsSha256 === fingerprint) return;
  const parsed = vtt ? parseWebVtt(vtt) : null;
  const cues = parsed?.ok ? parsed.cues : [];
  let made: TranscriptSuggestions | null = null;
  if (cues.length > 0) {
    try {
      const durationSeconds = Number(video.duration ?? 0);
      made = await suggestFromCues({ cues, durationSeconds, modelFile, signal });
    } catch (err) {
      if (signal.aborted) throw err;
      deps.logger.warn({ err }, 'the language model could not suggest chapters for the video');
    }
  }
  await saveSuggestions(deps.db, videoId, {
    captionsSha256: fingerprint,
    ...(made ?? NONE),
    at: deps.clock.now().toISOString(),
  });
}
