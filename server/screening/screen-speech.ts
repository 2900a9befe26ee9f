import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import type { AppDeps } from '../deps.ts';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import { captionTrackOf } from '../videos/captions-service.ts';
import { findRiskyLanguage } from './detect/risky-language.ts';
import { replaceFindings, type Found } from './save-findings.ts';

/**
 * Screens a video's current captions (whisper's, or the advisor's corrected ones) for risky
 * promises, one finding per phrase at its cue's time, replacing the speech findings before.
 * `phrases` are the firm's list (the compliance settings); promised returns are always sought.
 */
export async function screenSpeech(
  deps: AppDeps,
  videoId: string,
  phrases: readonly string[],
): Promise<void> {
  // The captions clients are shown by default: the track the share page serves.
  const track = await captionTrackOf(deps.db, videoId, DEFAULT_CAPTIONS_LANGUAGE);
  const vtt = track?.captionsData ?? null;
  const parsed = vtt ? parseWebVtt(vtt) : null;
  const cues = parsed?.ok ? parsed.cues : [];
  const found: Found[] = cues.flatMap((cue) =>
    findRiskyLanguage(cue.text.replace(/\s+/g, ' '), phrases).map((match) => ({
      kind: 'risky_language' as const,
      startSeconds: cue.start,
      endSeconds: cue.end,
      box: null,
      // A phrase said holds no client data: kept as it was said.
      masked: match.text,
    })),
  );
  await replaceFindings(deps, videoId, 'speech', found);
}
