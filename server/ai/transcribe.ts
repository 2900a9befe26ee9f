import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import { MediaToolError, runTool } from '../ffmpeg/run-tool.ts';
import { makeWorkDir } from '../ffmpeg/work-dirs.ts';
import { wavDurationSeconds } from './wav-duration.ts';
import { whisperCliPath } from './whisper-cli.ts';
import { readWhisperJson, type Transcript } from './whisper-json.ts';

export interface TranscribeOptions {
  /** 16 kHz mono 16-bit PCM, as the media pipeline's audio extraction writes it. */
  wavFile: string;
  /** A whisper.cpp ggml model (`ggml-*.bin`). */
  modelFile: string;
  /** The language spoken, as whisper names it: a BCP-47 language subtag such as 'fr'; unset, English. */
  language?: string | undefined;
  /** WHISPER_CLI_PATH; unset: the whisper-cli `npm run whisper:build` made. */
  whisperCli?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Kills whisper-cli after this long; the default allows an hour of audio on a slow CPU. */
  timeoutMs?: number | undefined;
}

const DEFAULT_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** whisper.cpp gains little past four threads, and the worker's ffmpeg needs cores too. */
const MAX_THREADS = 4;

async function requireFile(file: string, what: string): Promise<void> {
  const found = await fs.stat(file).catch(() => null);
  if (!found?.isFile()) throw new Error(`${what} not found: ${file}`);
}

/**
 * Transcribes speech in `language` with whisper.cpp on the CPU, never the network. Resolves to
 * segments and words in seconds. A missing whisper-cli, model or audio file rejects with an
 * Error naming it; audio whisper cannot read, or a model it cannot load, rejects with
 * MediaToolError carrying whisper-cli's message; `signal` and `timeoutMs` kill the run.
 */
export async function transcribe(options: TranscribeOptions): Promise<Transcript> {
  const { signal, timeoutMs = DEFAULT_TIMEOUT_MS, language = DEFAULT_CAPTIONS_LANGUAGE } = options;
  const wavFile = path.resolve(options.wavFile);
  const modelFile = path.resolve(options.modelFile);
  const bin = whisperCliPath(options.whisperCli);
  // whisper-cli would report these at the top of a long usage text that runTool cuts off.
  await requireFile(modelFile, 'whisper model');
  await requireFile(wavFile, 'audio file');
  const outDir = await makeWorkDir('whisper');
  try {
    const outBase = path.join(outDir, 'transcript');
    const threads = Math.min(MAX_THREADS, os.availableParallelism());
    const args = [
      ...['--model', modelFile, '--file', wavFile, '--language', language],
      ...['--threads', String(threads), '--no-gpu'],
      // The full JSON carries each token's timing, from which the words are built.
      ...['--output-json-full', '--output-file', outBase],
    ];
    await runTool(bin, args, { signal, timeoutMs });
    // whisper-cli exits 0 when it cannot decode the audio; it just writes nothing.
    const json = await fs.readFile(`${outBase}.json`).catch(() => null);
    if (!json) throw new MediaToolError(`whisper-cli could not read the audio in ${wavFile}`);
    return readWhisperJson(json, await wavDurationSeconds(wavFile));
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}
