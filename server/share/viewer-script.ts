import fs from 'node:fs';
import { SHARE_VIEWER_MANIFEST } from '../paths.ts';

let cached: string | null | undefined;

/**
 * The built viewer script's URL (content-hashed), read once. Null when the script has not been
 * built (the API's integration tests): the page is then served without it.
 */
export function viewerScriptUrl(): string | null {
  if (cached !== undefined) return cached;
  try {
    const manifest: unknown = JSON.parse(fs.readFileSync(SHARE_VIEWER_MANIFEST, 'utf8'));
    const url = (manifest as { viewer?: unknown }).viewer;
    cached = typeof url === 'string' && url.startsWith('/assets/') ? url : null;
  } catch {
    cached = null;
  }
  return cached;
}
