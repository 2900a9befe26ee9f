import { assertValidKey } from '../storage/blob-store.ts';

/** An nginx location path: slash-led words, no `.` segment, no trailing slash. */
export const MEDIA_OFFLOAD_PREFIX = /^(\/[A-Za-z0-9_-]+)+$/;

/**
 * Which of the two internal locations sends the bytes: `full` ignores the client's Range header
 * (the server chose the whole file), `part` applies it (the server chose that very range).
 */
export type OffloadPart = 'full' | 'part';

/**
 * The X-Accel-Redirect target for a blob: `<prefix>/<full|part>/<key>`, which nginx maps onto
 * the blobs folder. The key is checked again here, although the server makes every key, so no
 * value can name a file outside that folder (no `..`, no `.`, no empty segment, no slash
 * at either end).
 */
export function offloadTarget(prefix: string, part: OffloadPart, key: string): string {
  if (!MEDIA_OFFLOAD_PREFIX.test(prefix)) throw new Error(`invalid offload prefix: ${prefix}`);
  assertValidKey(key);
  return `${prefix}/${part}/${key}`;
}
