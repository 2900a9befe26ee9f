import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeTranscript } from '../../server/ai/describe-transcript.ts';
import { extractiveSummary } from '../../server/ai/extractive-summary.ts';
import { transcribe } from '../../server/ai/transcribe.ts';
import { probeMedia } from '../../server/media/probe.ts';
import type { MediaTools } from '../../server/media/tools.ts';
import {
  extractSpeechWav,
  extractThumbnail,
  transcodeToMp4,
} from '../../server/media/transcode.ts';
import { buildCues } from '../../shared/captions/build-cues.ts';
import { toWebVtt } from '../../shared/captions/webvtt.ts';
import type { PipelineModels } from './pipeline-models.ts';

export const STEPS = [
  'probe',
  'transcode',
  'thumbnail',
  'speech_wav',
  'transcribe',
  'captions',
  'describe',
] as const;
export type Step = (typeof STEPS)[number];

export interface PipelineRun {
  /** Wall-clock seconds each step took. */
  seconds: Record<Step, number>;
  mediaSeconds: number;
  transcript: string;
  /** Which maker wrote the title and description, or none when neither could. */
  describedBy: 'model' | 'extractive' | 'none';
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; seconds: number }> {
  const started = process.hrtime.bigint();
  const value = await work();
  return { value, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/**
 * Runs the processing job's steps on `original` in the order and with the inputs
 * server/videos/processing.ts gives them (thumbnail from the MP4, speech from the original),
 * timing each, without the database and blob store around them.
 */
export async function runPipeline(
  tools: MediaTools,
  models: PipelineModels,
  original: string,
): Promise<PipelineRun> {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'briefcast-bench-pipeline-'));
  try {
    const mp4 = path.join(work, 'video.mp4');
    const wav = path.join(work, 'speech.wav');
    const probe = await timed(() => probeMedia(tools, original));
    const duration = probe.value.durationSeconds;
    if (duration === null) throw new Error(`ffprobe found no duration in ${original}`);
    const transcode = await timed(() => transcodeToMp4(tools, original, mp4, duration));
    const thumbnail = await timed(() =>
      extractThumbnail(tools, mp4, path.join(work, 'thumbnail.jpg'), Math.min(1, duration / 2)),
    );
    const speechWav = await timed(() => extractSpeechWav(tools, original, wav, duration));
    const heard = await timed(() =>
      transcribe({ wavFile: wav, modelFile: models.transcription.file }),
    );
    const { segments, words } = heard.value;
    const captions = await timed(() => toWebVtt(buildCues(words.length > 0 ? words : segments)));
    const transcript = segments.map((segment) => segment.text.trim()).join(' ');
    // The model's answer when it gives a usable one, else the transcript's own sentences,
    // as server/videos/summary-step.ts chooses.
    const describe = await timed(async () => {
      const described = await describeTranscript({
        transcript,
        modelFile: models.description.file,
      });
      if (described) return 'model' as const;
      return extractiveSummary(transcript) ? ('extractive' as const) : ('none' as const);
    });
    return {
      seconds: {
        probe: probe.seconds,
        transcode: transcode.seconds,
        thumbnail: thumbnail.seconds,
        speech_wav: speechWav.seconds,
        transcribe: heard.seconds,
        captions: captions.seconds,
        describe: describe.seconds,
      },
      mediaSeconds: duration,
      transcript,
      describedBy: describe.value,
    };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
