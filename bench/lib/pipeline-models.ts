import path from 'node:path';
import { findInstalledModels } from '../../server/ai/installed-models.ts';
import type { ModelPurpose } from '../../server/ai/model-manifest.ts';
import { tinyLlamaModelFile } from '../../server/test/tiny-llama-model.ts';
import { tinyWhisperModel } from '../../server/test/tiny-whisper-model.ts';

/** A model file the benchmark runs, and what to call it in the figures. */
export interface BenchModel {
  file: string;
  name: string;
  /** False for a tiny random test model: its speed and output say little about a real one. */
  real: boolean;
}

export type PipelineModels = Record<ModelPurpose, BenchModel>;

const TINY: Record<ModelPurpose, { make: () => string; name: string }> = {
  transcription: {
    make: tinyWhisperModel,
    name: 'tiny random test whisper model (server/test/tiny-whisper-model.ts), not base.en',
  },
  description: {
    make: tinyLlamaModelFile,
    name: 'tiny random test llama model (server/test/tiny-llama-model.ts)',
  },
};

/**
 * The verified models in `modelsDir`, as the worker would use them; for a purpose without one,
 * the tiny generated test model, so every step still runs the real code (at a speed that is
 * not the product's).
 */
export async function pipelineModels(modelsDir: string): Promise<PipelineModels> {
  const { files } = await findInstalledModels(modelsDir);
  const pick = (purpose: ModelPurpose): BenchModel => {
    const file = files[purpose];
    if (file) return { file, name: path.basename(file), real: true };
    return { file: TINY[purpose].make(), name: TINY[purpose].name, real: false };
  };
  return { transcription: pick('transcription'), description: pick('description') };
}
