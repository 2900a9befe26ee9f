import type { Llama, LlamaModel } from 'node-llama-cpp';
import { cleanSummary } from './clean-summary.ts';
import { fittingStart, openChat, parsedJson, withLlamaModel } from './llama-runtime.ts';
import {
  hasWords,
  SUMMARY_DESCRIPTION_MAX_LENGTH,
  SUMMARY_TITLE_MAX_LENGTH,
  spokenText,
  type VideoSummary,
} from './summary-text.ts';

/** The JSON answer is about 400 characters, ~120 tokens in English: room to spare, bounded. */
const MAX_ANSWER_TOKENS = 512;
/** A title needs the opening of a talk, not all of it; this bounds memory and time on CPU. */
const MAX_CONTEXT_TOKENS = 4096;

const SYSTEM_PROMPT =
  'You title short videos that a financial advisor recorded for clients. ' +
  'Answer in JSON with a title and a description, in the language of the transcript.';
const INSTRUCTIONS =
  `Write a title of at most ${SUMMARY_TITLE_MAX_LENGTH} characters and a description of one to ` +
  'three plain sentences saying what the video covers. Use only what the transcript says.';

/**
 * Asks the local llama model in `modelFile` (GGUF) for a title and description of a transcript.
 * The answer is forced into `{title, description}` JSON by a grammar and then cleaned (see
 * `cleanSummary`). Greedy decoding, so a re-run of the same job writes the same text.
 *
 * Resolves null when there is no speech or the model's answer is unusable; the caller falls
 * back. Rejects when the model cannot be loaded or run (missing or corrupt file), and with the
 * signal's reason when `signal` aborts.
 */
export async function describeTranscript({
  transcript,
  modelFile,
  signal,
}: {
  transcript: string;
  modelFile: string;
  signal?: AbortSignal;
}): Promise<VideoSummary | null> {
  signal?.throwIfAborted();
  const spoken = spokenText(transcript);
  if (!hasWords(spoken)) return null;
  return withLlamaModel(modelFile, signal, async (llama, model) =>
    cleanSummary(parsedJson(await askModel(llama, model, spoken, signal))),
  );
}

async function askModel(
  llama: Llama,
  model: LlamaModel,
  spoken: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  const { session, room: transcriptRoom } = await openChat(
    model,
    {
      maxContextTokens: MAX_CONTEXT_TOKENS,
      maxAnswerTokens: MAX_ANSWER_TOKENS,
      systemPrompt: SYSTEM_PROMPT,
      preamble: `${INSTRUCTIONS}\n\nTranscript:\n`,
    },
    signal,
  );
  const grammar = await llama.createGrammarForJsonSchema({
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: SUMMARY_TITLE_MAX_LENGTH },
      description: { type: 'string', maxLength: SUMMARY_DESCRIPTION_MAX_LENGTH },
    },
  });
  return session.prompt(
    `${INSTRUCTIONS}\n\nTranscript:\n${fittingStart(model, spoken, transcriptRoom)}`,
    {
      grammar,
      maxTokens: MAX_ANSWER_TOKENS,
      temperature: 0,
      signal,
    },
  );
}
