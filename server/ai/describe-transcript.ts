import os from 'node:os';
import type { Llama, LlamaModel } from 'node-llama-cpp';
import { cleanSummary } from './clean-summary.ts';
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
/** What a chat template adds around the system prompt and the user's message. */
const CHAT_TEMPLATE_TOKENS = 64;
/** Leave a core for the web role and ffmpeg; small models gain little from more threads. */
const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

const SYSTEM_PROMPT =
  'You title short videos that a financial advisor recorded for clients. ' +
  'Answer in JSON with a title and a description, in the language of the transcript.';
const INSTRUCTIONS =
  `Write a title of at most ${SUMMARY_TITLE_MAX_LENGTH} characters and a description of one to ` +
  'three plain sentences saying what the video covers. Use only what the transcript says.';

let llamaRuntime: Promise<Llama> | undefined;

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

  try {
    const llama = await loadLlama();
    // Loaded per call and disposed: a video is described once, at the end of its pipeline,
    // and holding a gigabyte of weights between rare jobs costs more than reloading it (mmap
    // keeps the file in the page cache anyway).
    const model = await llama
      .loadModel({ modelPath: modelFile, loadSignal: signal })
      .catch((cause: unknown) => {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new Error(`Cannot load the llama model ${modelFile}: ${reason}`, { cause });
      });
    try {
      return cleanSummary(parsedJson(await askModel(llama, model, spoken, signal)));
    } finally {
      await model.dispose();
    }
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  }
}

async function askModel(
  llama: Llama,
  model: LlamaModel,
  spoken: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  const { LlamaChatSession } = await import('node-llama-cpp');
  const context = await model.createContext({
    contextSize: { max: MAX_CONTEXT_TOKENS },
    threads: THREADS,
    createSignal: signal,
  });
  const session = new LlamaChatSession({
    contextSequence: context.getSequence(),
    systemPrompt: SYSTEM_PROMPT,
  });
  const grammar = await llama.createGrammarForJsonSchema({
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: SUMMARY_TITLE_MAX_LENGTH },
      description: { type: 'string', maxLength: SUMMARY_DESCRIPTION_MAX_LENGTH },
    },
  });
  const transcriptRoom =
    context.contextSize -
    MAX_ANSWER_TOKENS -
    CHAT_TEMPLATE_TOKENS -
    model.tokenize(`${SYSTEM_PROMPT}\n${INSTRUCTIONS}\n\nTranscript:\n`).length;
  if (transcriptRoom <= 0) {
    throw new Error(`The model's context (${context.contextSize} tokens) is too small`);
  }
  return session.prompt(
    `${INSTRUCTIONS}\n\nTranscript:\n${opening(model, spoken, transcriptRoom)}`,
    {
      grammar,
      maxTokens: MAX_ANSWER_TOKENS,
      temperature: 0,
      signal,
    },
  );
}

/** One llama.cpp runtime per process, CPU only; never builds or downloads anything. */
/**
 * node-llama-cpp costs most of a second of CPU to import, so it is imported with the first video
 * to describe rather than at every start of every process.
 */
function loadLlama(): Promise<Llama> {
  llamaRuntime ??= import('node-llama-cpp').then(({ getLlama }) =>
    getLlama({ gpu: false, build: 'never', skipDownload: true, maxThreads: THREADS }),
  );
  return llamaRuntime;
}

/** The start of the transcript that fits in `maxTokens` of the model's tokens. */
function opening(model: LlamaModel, text: string, maxTokens: number): string {
  const tokens = model.tokenize(text);
  return tokens.length <= maxTokens ? text : model.detokenize(tokens.slice(0, maxTokens));
}

/** The grammar guarantees JSON only if the answer finished within its token budget. */
function parsedJson(answer: string): unknown {
  try {
    return JSON.parse(answer);
  } catch {
    return null;
  }
}
