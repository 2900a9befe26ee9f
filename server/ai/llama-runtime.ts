import os from 'node:os';
import type { Llama, LlamaChatSession, LlamaModel } from 'node-llama-cpp';

/** Leave a core for the web role and ffmpeg; small models gain little from more threads. */
export const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

let llamaRuntime: Promise<Llama> | undefined;

/**
 * One llama.cpp runtime per process, CPU only; never builds or downloads anything.
 * node-llama-cpp costs most of a second of CPU to import, so it is imported with the first
 * transcript to read rather than at every start of every process.
 */
export function loadLlama(): Promise<Llama> {
  llamaRuntime ??= import('node-llama-cpp').then(({ getLlama }) =>
    getLlama({ gpu: false, build: 'never', skipDownload: true, maxThreads: THREADS }),
  );
  return llamaRuntime;
}

/**
 * Runs `use` with the GGUF model in `modelFile` loaded, and disposes of it after. Loaded per
 * call: a video is read by the model once or twice in its pipeline, and holding a gigabyte of
 * weights between rare jobs costs more than reloading it (mmap keeps the file in the page cache
 * anyway). Rejects naming the file when it cannot be loaded, and with the signal's reason when
 * `signal` aborts.
 */
export async function withLlamaModel<T>(
  modelFile: string,
  signal: AbortSignal | undefined,
  use: (llama: Llama, model: LlamaModel) => Promise<T>,
): Promise<T> {
  try {
    const llama = await loadLlama();
    const model = await llama
      .loadModel({ modelPath: modelFile, loadSignal: signal })
      .catch((cause: unknown) => {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new Error(`Cannot load the llama model ${modelFile}: ${reason}`, { cause });
      });
    try {
      return await use(llama, model);
    } finally {
      await model.dispose();
    }
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  }
}

/** The start of `text` that fits in `maxTokens` of the model's tokens. */
export function fittingStart(model: LlamaModel, text: string, maxTokens: number): string {
  const tokens = model.tokenize(text);
  return tokens.length <= maxTokens ? text : model.detokenize(tokens.slice(0, maxTokens));
}

/** The grammar guarantees JSON only if the answer finished within its token budget. */
export function parsedJson(answer: string): unknown {
  try {
    return JSON.parse(answer);
  } catch {
    return null;
  }
}

/** What a chat template adds around the system prompt and the user's message. */
const CHAT_TEMPLATE_TOKENS = 64;

/**
 * A chat with `model` in a context of at most `maxContextTokens`, under `systemPrompt`, and the
 * room (in tokens) left for the text a prompt carries after `preamble`, once an answer of
 * `maxAnswerTokens` is kept room for. Throws when the context is too small for any text.
 */
export async function openChat(
  model: LlamaModel,
  chat: {
    maxContextTokens: number;
    maxAnswerTokens: number;
    systemPrompt: string;
    preamble: string;
  },
  signal: AbortSignal | undefined,
): Promise<{ session: LlamaChatSession; room: number }> {
  const { LlamaChatSession } = await import('node-llama-cpp');
  const context = await model.createContext({
    contextSize: { max: chat.maxContextTokens },
    threads: THREADS,
    createSignal: signal,
  });
  const session = new LlamaChatSession({
    contextSequence: context.getSequence(),
    systemPrompt: chat.systemPrompt,
  });
  const room =
    context.contextSize -
    chat.maxAnswerTokens -
    CHAT_TEMPLATE_TOKENS -
    model.tokenize(`${chat.systemPrompt}\n${chat.preamble}`).length;
  if (room <= 0) {
    throw new Error(`The model's context (${context.contextSize} tokens) is too small`);
  }
  return { session, room };
}
