import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findInstalledModels } from './installed-models.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-models-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const digest = (algorithm: string, text: string) =>
  createHash(algorithm).update(text).digest('hex');

function install(files: Record<string, string>, models: unknown[]): void {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ models }));
}

describe('findInstalledModels', () => {
  it('offers the files whose checksums match, by purpose', async () => {
    install({ 'speech.bin': 'whisper weights', 'words.gguf': 'llama weights' }, [
      { purpose: 'transcription', file: 'speech.bin', sha1: digest('sha1', 'whisper weights') },
      { purpose: 'description', file: 'words.gguf', sha256: digest('sha256', 'llama weights') },
    ]);
    expect(await findInstalledModels(dir)).toEqual({
      files: {
        transcription: path.join(dir, 'speech.bin'),
        description: path.join(dir, 'words.gguf'),
      },
      missing: [],
      problems: [],
    });
  });

  it('refuses a changed file, a missing one and one without a checksum, saying which', async () => {
    install({ 'speech.bin': 'tampered weights', 'words.gguf': 'llama weights' }, [
      { purpose: 'transcription', file: 'speech.bin', sha256: digest('sha256', 'whisper weights') },
      { purpose: 'transcription', file: 'other.bin', sha256: digest('sha256', 'x') },
      { purpose: 'description', file: 'words.gguf' },
    ]);
    const found = await findInstalledModels(dir);
    expect(found.files).toEqual({});
    // Not yet installed is a normal state, kept apart from files that are there but unusable.
    expect(found.missing).toEqual(['other.bin']);
    expect(found.problems).toEqual([
      'speech.bin does not match its sha256 (corrupt or replaced): not used',
      'words.gguf has no checksum in manifest.json: run npm run models:fetch, or add its sha256',
    ]);
  });

  it('reports a missing or invalid manifest instead of failing', async () => {
    expect((await findInstalledModels(dir)).problems[0]).toMatch(/cannot read .*manifest\.json/);
    install({}, [{ purpose: 'transcription', file: '../../etc/passwd', sha1: 'a'.repeat(40) }]);
    expect((await findInstalledModels(dir)).problems[0]).toMatch(
      /manifest\.json is not valid: models\.0\.file must be a file name without folders/,
    );
  });
});
