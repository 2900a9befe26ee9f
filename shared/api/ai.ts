export const AI_STATUS_PATH = '/api/ai/status';

/**
 * GET /api/ai/status: what this server can make with the models it found at start. A new
 * install has none, which is a normal state: the app then says once, calmly, what is off.
 */
export interface AiStatus {
  /** Captions and transcripts: a verified speech model and whisper-cli are both there. */
  captions: boolean;
  /** A verified language model writes titles and descriptions (otherwise, with captions, the transcript's own sentences do). */
  languageModel: boolean;
  /** The model files in use, by name, for the administrator's panel. */
  files: { transcription: string | null; description: string | null };
}

/** Where the firm's administrator reads how to install the models. */
export const MODELS_GUIDE = 'models/README.md';
