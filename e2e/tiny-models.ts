import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tinyLlamaModelFile } from '../server/test/tiny-llama-model.ts';
import { tinyWhisperModel } from '../server/test/tiny-whisper-model.ts';

/**
 * A MODELS_DIR holding the tiny generated whisper and llama models with a manifest.json that
 * pins their sha256, as models/README.md describes for real ones: the built server verifies
 * and uses them like any installed model. Their words are noise; the code paths are real.
 */
export function tinyModelsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-e2e-models-'));
  const models = [
    { purpose: 'transcription', file: 'tiny-whisper.bin', from: tinyWhisperModel() },
    { purpose: 'description', file: 'tiny-llama.gguf', from: tinyLlamaModelFile() },
  ];
  const entries = models.map(({ purpose, file, from }) => {
    const bytes = fs.readFileSync(from);
    fs.writeFileSync(path.join(dir, file), bytes);
    return { purpose, file, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ models: entries }, null, 2));
  return dir;
}
