import * as v from 'valibot';
import type { TimedText } from '../../shared/captions/build-cues.ts';

export interface Transcript {
  /** Whisper's segments: a sentence or so each. */
  segments: TimedText[];
  /** Words, joined from whisper's token timings (a token that starts with a space starts one). */
  words: TimedText[];
}

/** Token ids from end-of-text up are whisper's special tokens, never spoken text. */
const ENGLISH_ONLY_EOT = 50256;
const MULTILINGUAL_EOT = 50257;

const offsets = v.object({
  from: v.pipe(v.number(), v.finite()),
  to: v.pipe(v.number(), v.finite()),
});

/** The part of `whisper-cli -ojf` output we use; anything else in the file is ignored. */
const whisperJson = v.object({
  model: v.object({ multilingual: v.boolean() }),
  transcription: v.array(
    v.object({
      offsets,
      text: v.string(),
      tokens: v.optional(
        v.array(
          v.object({
            id: v.pipe(v.number(), v.integer()),
            text: v.string(),
            // Absent when whisper computed no token timestamps.
            offsets: v.optional(offsets),
          }),
        ),
      ),
    }),
  ),
});
type WhisperJson = v.InferOutput<typeof whisperJson>;

// whisper-cli escapes only quotes and backslashes in strings, so a token holding a newline or
// another control character lands in the file raw; and it prints floats the C++ way, so a
// token probability can read `nan` or `-inf`. Both make JSON.parse throw.
const STRING_OR_NON_FINITE = /"(?:[^"\\]|\\[\s\S])*"|-?(?:nan|inf)/gi;
// eslint-disable-next-line no-control-regex -- finding raw control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f]/g;

function toStrictJson(text: string): string {
  return text.replace(STRING_OR_NON_FINITE, (match) =>
    match.startsWith('"')
      ? match.replace(
          CONTROL_CHARACTER,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        )
      : 'null',
  );
}

function wordsOf(parsed: WhisperJson): TimedText[] {
  const eot = parsed.model.multilingual ? MULTILINGUAL_EOT : ENGLISH_ONLY_EOT;
  const words: TimedText[] = [];
  for (const segment of parsed.transcription) {
    let word: TimedText | undefined;
    for (const token of segment.tokens ?? []) {
      if (token.id >= eot || !token.offsets) continue;
      const start = token.offsets.from / 1000;
      const end = token.offsets.to / 1000;
      if (!word || token.text.startsWith(' ')) {
        word = { start, end, text: token.text };
        words.push(word);
      } else {
        word.text += token.text;
        word.end = end;
      }
    }
  }
  return words;
}

/**
 * Keeps times inside the audio: whisper reads in 30 s windows and may place a timestamp past
 * the end of a shorter recording, which would show a caption after the video has ended.
 */
function fitTo(durationSeconds: number | null) {
  const limit = durationSeconds ?? Infinity;
  return (parts: TimedText[]): TimedText[] =>
    parts
      .map((part) => ({ ...part, text: part.text.trim() }))
      .filter((part) => part.text !== '' && part.start < limit)
      .map((part) => {
        const start = Math.max(0, part.start);
        return { start, end: Math.min(Math.max(start, part.end), limit), text: part.text };
      });
}

/**
 * Reads the JSON file `whisper-cli -ojf` writes into segments and words, in seconds and
 * within `durationSeconds` when it is known. Throws when the file is not that shape: it comes
 * from another program, so nothing in it is trusted.
 */
export function readWhisperJson(bytes: Buffer, durationSeconds: number | null): Transcript {
  const result = v.safeParse(whisperJson, JSON.parse(toStrictJson(bytes.toString('utf8'))));
  if (!result.success) {
    const issue = result.issues[0];
    const where = v.getDotPath(issue) ?? '(root)';
    throw new Error(`whisper-cli wrote JSON of an unexpected shape: ${where} ${issue.message}`);
  }
  const fit = fitTo(durationSeconds);
  const segments = result.output.transcription.map((segment) => ({
    start: segment.offsets.from / 1000,
    end: segment.offsets.to / 1000,
    text: segment.text,
  }));
  return { segments: fit(segments), words: fit(wordsOf(result.output)) };
}
