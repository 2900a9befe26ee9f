import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file whether run from source or dist/. */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const PWA_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'pwa');
/** The share page's viewer script, built apart from the PWA (scripts/build-share-viewer.mjs). */
export const SHARE_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'share');
export const SHARE_VIEWER_MANIFEST = path.join(PROJECT_ROOT, 'dist', 'share-viewer.json');
