import fs from 'node:fs';
import path from 'node:path';
import { buildCues } from '../../shared/captions/build-cues.ts';
import { parseWebVtt } from '../../shared/captions/parse-webvtt.ts';
import { toWebVtt } from '../../shared/captions/webvtt.ts';
import type { TranscriptStatus } from '../../shared/api/videos.ts';
import type { CaptionLanguage } from '../../shared/captions/languages.ts';
import { transcribe } from '../ai/transcribe.ts';
import type { AppDeps } from '../deps.ts';
import { mediaToolsOf } from '../ffmpeg/tools.ts';
import { extractSpeechWav } from '../ffmpeg/transcode.ts';
import { makeWorkDir } from '../ffmpeg/work-dirs.ts';

export interface Captions {
  /** WebVTT, as the player loads it. */
  vtt: string;
  /** The words alone, for search and for the title and description. */
  transcript: string;
}

/** Why a recording has no captions: nothing to make them with, nothing said, or a failure. */
export type NoCaptionsReason = Exclude<TranscriptStatus, 'made' | 'no_audio'>;

export type CaptionsResult = { captions: Captions } | { captions: null; reason: NoCaptionsReason };

/**
 * Captions for a recording's speech, made on this machine by whisper.cpp, or why there are
 * none (no model, silence, or audio whisper cannot read, which is logged): the video is still
 * worth watching, so none of these is a failure of the video. A cancel throws, so the job is
 * retried.
 */
export async function captionSpeech(
  deps: AppDeps,
  input: {
    file: string;
    durationSeconds: number | null;
    modelFile: string | undefined;
    /** The language spoken (BCP-47), which the captions are in. */
    language: CaptionLanguage;
    /** Transcribe no more than this: for sound whose length is only the client's word. */
    limitSeconds?: number;
  },
  signal: AbortSignal,
): Promise<CaptionsResult> {
  if (!input.modelFile) return { captions: null, reason: 'no_model' };
  const work = await makeWorkDir('speech');
  try {
    const wav = path.join(work, 'speech.wav');
    const tools = mediaToolsOf(deps.config);
    const { file, durationSeconds, limitSeconds } = input;
    await extractSpeechWav(tools, file, wav, durationSeconds, signal, limitSeconds);
    const { segments, words } = await transcribe({
      wavFile: wav,
      modelFile: input.modelFile,
      language: input.language,
      whisperCli: deps.config.whisperCliPath,
      signal,
    });
    const cues = buildCues(words.length > 0 ? words : segments);
    if (cues.length === 0) return { captions: null, reason: 'no_speech' };
    const transcript = segments
      .map((segment) => segment.text.trim())
      .join(' ')
      .trim();
    return { captions: { vtt: toWebVtt(cues), transcript } };
  } catch (err) {
    if (signal.aborted) throw err;
    deps.logger.warn({ err }, 'captions could not be made; the video is published without them');
    return { captions: null, reason: 'failed' };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

/**
 * Captions the video arrived with (the preview's, perhaps corrected by the advisor): kept as
 * they are, since the preview drops them whenever the recording is trimmed afterwards.
 */
export function captionsSaved(vtt: string | null): Captions | null {
  if (!vtt) return null;
  const parsed = parseWebVtt(vtt);
  if (!parsed.ok || parsed.cues.length === 0) return null;
  return { vtt, transcript: parsed.cues.map((cue) => cue.text.replace(/\n/g, ' ')).join(' ') };
}
