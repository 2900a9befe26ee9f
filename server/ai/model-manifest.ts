import * as v from 'valibot';

const hex = (length: number) =>
  v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${length}}$`), `must be ${length} hex digits`));

/**
 * One model the product can use. Its checksum is the one its publisher states (whisper.cpp
 * publishes SHA-1) or the sha256 pinned when it was first fetched; a file without one is
 * never loaded, so a swapped or truncated file is caught before it is run.
 */
const modelEntrySchema = v.object({
  purpose: v.picklist(['transcription', 'description']),
  /** A plain file name inside MODELS_DIR. */
  file: v.pipe(v.string(), v.regex(/^[\w.-]+$/, 'must be a file name without folders')),
  url: v.optional(v.pipe(v.string(), v.url())),
  sha256: v.optional(hex(64)),
  sha1: v.optional(hex(40)),
  licence: v.optional(v.string()),
});

export const modelManifestSchema = v.object({ models: v.array(modelEntrySchema) });

export type ModelEntry = v.InferOutput<typeof modelEntrySchema>;
export type ModelPurpose = ModelEntry['purpose'];

/** `models/manifest.json` in MODELS_DIR: the only list of files the server will load. */
export const MANIFEST_FILE = 'manifest.json';
