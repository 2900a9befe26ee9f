import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import {
  MANIFEST_FILE,
  modelManifestSchema,
  type ModelEntry,
  type ModelPurpose,
} from './model-manifest.ts';

/** Absolute paths of the verified model files, by purpose. */
export type ModelFiles = Partial<Record<ModelPurpose, string>>;

/** What MODELS_DIR holds that may be used, and what is wrong with the rest. */
export interface InstalledModels {
  files: ModelFiles;
  /** Listed models not installed yet: a new install's normal state, not a problem. */
  missing: string[];
  /** One line per listed model that is there but cannot be used, for the start-up log. */
  problems: string[];
}

async function digestOf(file: string, algorithm: 'sha256' | 'sha1'): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Null when the file is there and matches its checksum, 'missing' when it is not there, and
 * otherwise why it cannot be used.
 */
async function problemWith(file: string, entry: ModelEntry): Promise<string | null> {
  if (!fs.existsSync(file)) return 'missing';
  const expected = entry.sha256
    ? { algorithm: 'sha256' as const, value: entry.sha256 }
    : entry.sha1
      ? { algorithm: 'sha1' as const, value: entry.sha1 }
      : null;
  if (!expected) {
    return `${entry.file} has no checksum in ${MANIFEST_FILE}: run npm run models:fetch, or add its sha256`;
  }
  const actual = await digestOf(file, expected.algorithm);
  return actual === expected.value
    ? null
    : `${entry.file} does not match its ${expected.algorithm} (corrupt or replaced): not used`;
}

/**
 * Checks the models listed in MODELS_DIR's manifest against their checksums. Only files that
 * match are offered to the pipeline; everything else is reported, never fatal: without a model
 * the product falls back to its fixed texts. The first verified file of each purpose wins.
 */
export async function findInstalledModels(modelsDir: string): Promise<InstalledModels> {
  const manifestFile = path.join(modelsDir, MANIFEST_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8'));
  } catch (err) {
    return {
      files: {},
      missing: [],
      problems: [`cannot read ${manifestFile}: ${(err as Error).message}`],
    };
  }
  const manifest = v.safeParse(modelManifestSchema, raw);
  if (!manifest.success) {
    const issue = manifest.issues[0];
    const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    return {
      files: {},
      missing: [],
      problems: [`${manifestFile} is not valid: ${where} ${issue.message}`],
    };
  }
  const installed: InstalledModels = { files: {}, missing: [], problems: [] };
  for (const entry of manifest.output.models) {
    if (installed.files[entry.purpose]) continue;
    const file = path.join(modelsDir, entry.file);
    const problem = await problemWith(file, entry);
    if (problem === 'missing') installed.missing.push(entry.file);
    else if (problem) installed.problems.push(problem);
    else installed.files[entry.purpose] = file;
  }
  return installed;
}
