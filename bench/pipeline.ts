import os from 'node:os';
import path from 'node:path';
import { wordErrorRate } from '../server/ai/word-error-rate.ts';
import type { MediaTools } from '../server/media/tools.ts';
import { pipelineModels } from './lib/pipeline-models.ts';
import { runPipeline, STEPS } from './lib/pipeline-steps.ts';
import type { BenchResult } from './lib/report.ts';
import { spokenRecording } from './lib/spoken-recording.ts';

const TOOLS: MediaTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
/** The product's target, set for whisper base.en on a 2-core server. */
const TARGET_TOTAL_S_PER_S = 0.5;

function recordingMinutes(): number[] {
  const raw = process.env.BENCH_PIPELINE_MINUTES ?? '1,5,10';
  const minutes = raw.split(',').map((part) => Number(part.trim()));
  if (minutes.some((value) => !Number.isFinite(value) || value <= 0)) {
    throw new Error(`BENCH_PIPELINE_MINUTES must be minutes separated by commas, got "${raw}"`);
  }
  return minutes;
}

/** Three significant digits: a step of microseconds still shows as more than zero. */
const round = (value: number) => Number(value.toPrecision(3));

export async function run(): Promise<BenchResult> {
  const modelsDir = path.resolve(process.env.MODELS_DIR ?? 'models');
  const models = await pipelineModels(modelsDir);
  const loadAtStart = os.loadavg()[0] ?? 0;
  const figures: BenchResult['figures'] = {
    transcription_model: models.transcription.name,
    description_model: models.description.name,
  };
  for (const minutes of recordingMinutes()) {
    console.error(`bench: ${minutes} min: making the recording (cached after the first run)`);
    const recording = await spokenRecording(minutes);
    console.error(`bench: ${minutes} min: running the pipeline`);
    const result = await runPipeline(TOOLS, models, recording.file);
    const prefix = `${minutes}min_`;
    figures[`${prefix}media_s`] = round(result.mediaSeconds);
    for (const step of STEPS) {
      figures[`${prefix}${step}_s_per_s`] = round(result.seconds[step] / result.mediaSeconds);
    }
    const total = STEPS.reduce((sum, step) => sum + result.seconds[step], 0);
    figures[`${prefix}total_s_per_s`] = round(total / result.mediaSeconds);
    figures[`${prefix}described_by`] = result.describedBy;
    if (models.transcription.real) {
      figures[`${prefix}wer`] = round(wordErrorRate(recording.script, result.transcript));
    }
  }
  if (!models.transcription.real) {
    figures.wer = `not measured: no verified transcription model in ${modelsDir}`;
  }
  return {
    name: 'pipeline',
    figures,
    notes: [
      '<step>_s_per_s = wall-clock seconds of that step per second of media; total = their sum',
      `target: total <= ${TARGET_TOTAL_S_PER_S} s per media second on 2 cores, with whisper base.en`,
      ...(models.transcription.real && models.description.real
        ? []
        : [
            'a tiny random test model stood in for a missing real one: its step times and its ' +
              'output do not represent the product (install models: npm run models:fetch)',
          ]),
      ...(models.transcription.real
        ? []
        : [
            'the tiny whisper model decodes random tokens, so whisper-cli retries windows at ' +
              'higher temperatures with 5 beams: its transcribe time is mostly that, not base.en',
          ]),
      'recordings: testsrc2 1280x720 15 fps VP9 + Opus WebM at the PWA bit rate, espeak-ng ' +
        'reading financial paragraphs (whole paragraphs, then silence); WER is against them',
      'describe includes loading the model; the first length also loads the llama runtime',
      `${os.cpus().length} cores, 1-minute load average ${loadAtStart.toFixed(2)} at start: ` +
        'other work on the machine slows every step',
    ],
  };
}
