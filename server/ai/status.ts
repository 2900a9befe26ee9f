import path from 'node:path';
import { MODELS_GUIDE, type AiStatus } from '../../shared/api/ai.ts';
import type { ModelFiles } from './installed-models.ts';
import { whisperCliPath } from './whisper-cli.ts';

function hasWhisperCli(override: string | undefined): boolean {
  try {
    whisperCliPath(override);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the verified models let this process make. Captions need both the speech model and the
 * whisper-cli binary: with only one of them every attempt would fail, so that counts as off.
 */
export function aiStatusOf(models: ModelFiles, whisperCliOverride: string | undefined): AiStatus {
  const name = (file: string | undefined) => (file ? path.basename(file) : null);
  return {
    captions: Boolean(models.transcription) && hasWhisperCli(whisperCliOverride),
    languageModel: Boolean(models.description),
    files: { transcription: name(models.transcription), description: name(models.description) },
  };
}

/** The one start-up line saying what the AI can do, calmly when it is nothing yet. */
export function aiStatusLine(status: AiStatus): string {
  if (!status.captions) {
    return `AI models: captions and AI titles are off until a speech model and whisper-cli are installed (${MODELS_GUIDE})`;
  }
  return status.languageModel
    ? 'AI models: captions, transcripts, titles and descriptions are on'
    : `AI models: captions are on; titles come from the transcript until a language model is installed (${MODELS_GUIDE})`;
}
