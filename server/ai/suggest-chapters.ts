import type { Llama, LlamaModel } from 'node-llama-cpp';
import { formatClock } from '../../shared/format/clock.ts';
import type { Cue } from '../../shared/captions/webvtt.ts';
import {
  cleanSuggestions,
  maxSuggestedChapters,
  SUGGESTED_TITLE_MAX_LENGTH,
  type TranscriptSuggestions,
} from './clean-suggestions.ts';
import { fittingStart, openChat, parsedJson, withLlamaModel } from './llama-runtime.ts';
import { hasWords, spokenText, SUMMARY_DESCRIPTION_MAX_LENGTH } from './summary-text.ts';

/** Eight chapters and a summary are about 350 tokens in English: room to spare, bounded. */
const MAX_ANSWER_TOKENS = 768;
/** Chapters need the whole talk, in little: this bounds memory and time on CPU. */
const MAX_CONTEXT_TOKENS = 8192;
/** More numbered lines than this only make the choice harder; captions are merged to fit. */
const MAX_MOMENTS = 120;
/** Each line's words are cut to this many characters, then halved until the whole talk fits. */
const LINE_CHARACTERS = 240;
const MIN_LINE_CHARACTERS = 20;

const SYSTEM_PROMPT =
  'You help a financial advisor divide a video they recorded for clients into chapters and ' +
  'summarize it. Answer in JSON, in the language of the transcript.';

function instructions(durationSeconds: number): string {
  return (
    'The transcript is below as numbered moments, each with the time it starts. Choose the ' +
    `moments where a new topic starts (2 to ${maxSuggestedChapters(durationSeconds)}, the first ` +
    `being moment 0) and give each a title of at most ${SUGGESTED_TITLE_MAX_LENGTH} characters. ` +
    'Then write a summary of two or three plain sentences saying what the video covers. Use ' +
    'only what the transcript says.'
  );
}

/** A numbered line of the transcript: where it starts and what is said from there. */
interface Moment {
  start: number;
  text: string;
}

/** The cues in at most MAX_MOMENTS lines, consecutive cues merged; cues with no words left out. */
function momentsOf(cues: readonly Cue[]): Moment[] {
  const spoken = cues
    .map((cue) => ({ start: cue.start, text: spokenText(cue.text) }))
    .filter((cue) => hasWords(cue.text));
  const perMoment = Math.max(1, Math.ceil(spoken.length / MAX_MOMENTS));
  const moments: Moment[] = [];
  for (let i = 0; i < spoken.length; i += perMoment) {
    const group = spoken.slice(i, i + perMoment);
    moments.push({ start: group[0]?.start ?? 0, text: group.map((cue) => cue.text).join(' ') });
  }
  return moments;
}

function listing(moments: readonly Moment[], lineCharacters: number): string {
  return moments
    .map((m, i) => `${i}. [${formatClock(m.start)}] ${m.text.slice(0, lineCharacters)}`)
    .join('\n');
}

/**
 * Asks the local llama model in `modelFile` (GGUF) for chapters and a summary of a video from
 * its captions. A chapter is chosen as a numbered caption line, so it starts where a caption
 * does; the answer is forced into JSON by a grammar and then checked (`cleanSuggestions`).
 * Greedy decoding, so a re-run on the same captions suggests the same.
 *
 * Resolves null when no words are said. Rejects when the model cannot be loaded or run, and
 * with the signal's reason when `signal` aborts.
 */
export async function suggestFromCues({
  cues,
  durationSeconds,
  modelFile,
  signal,
}: {
  cues: readonly Cue[];
  durationSeconds: number;
  modelFile: string;
  signal?: AbortSignal;
}): Promise<TranscriptSuggestions | null> {
  signal?.throwIfAborted();
  const moments = momentsOf(cues);
  if (moments.length === 0) return null;
  return withLlamaModel(modelFile, signal, async (llama, model) => {
    const answer = await askModel(llama, model, { moments, durationSeconds }, signal);
    const starts = moments.map((moment) => moment.start);
    return cleanSuggestions(parsedJson(answer), starts, durationSeconds);
  });
}

async function askModel(
  llama: Llama,
  model: LlamaModel,
  { moments, durationSeconds }: { moments: readonly Moment[]; durationSeconds: number },
  signal: AbortSignal | undefined,
): Promise<string> {
  const prompt = instructions(durationSeconds);
  const { session, room } = await openChat(
    model,
    {
      maxContextTokens: MAX_CONTEXT_TOKENS,
      maxAnswerTokens: MAX_ANSWER_TOKENS,
      systemPrompt: SYSTEM_PROMPT,
      preamble: `${prompt}\n\nTranscript:\n`,
    },
    signal,
  );
  const grammar = await llama.createGrammarForJsonSchema({
    type: 'object',
    properties: {
      chapters: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            moment: { type: 'integer' },
            title: { type: 'string', maxLength: SUGGESTED_TITLE_MAX_LENGTH },
          },
        },
        maxItems: maxSuggestedChapters(durationSeconds),
      },
      summary: { type: 'string', maxLength: SUMMARY_DESCRIPTION_MAX_LENGTH },
    },
  });
  let lineCharacters = LINE_CHARACTERS;
  let text = listing(moments, lineCharacters);
  while (model.tokenize(text).length > room && lineCharacters > MIN_LINE_CHARACTERS) {
    lineCharacters = Math.max(MIN_LINE_CHARACTERS, Math.floor(lineCharacters / 2));
    text = listing(moments, lineCharacters);
  }
  return session.prompt(`${prompt}\n\nTranscript:\n${fittingStart(model, text, room)}`, {
    grammar,
    maxTokens: MAX_ANSWER_TOKENS,
    temperature: 0,
    signal,
  });
}
