import fs from 'node:fs';
import path from 'node:path';
import type { LegalText } from '../../shared/api/firm.ts';

/** The firm's own texts, in plain text, where the operator puts them: DATA_DIR/legal/<name>.txt. */
export const LEGAL_FILES = { terms: 'terms.txt', privacy: 'privacy.txt' } as const;

/** Larger than any policy; a file past it is someone's mistake, not a text to send to browsers. */
const MAX_LEGAL_TEXT_BYTES = 512 * 1024;

/**
 * Reads one of the firm's legal texts on every request, so a firm that edits its file sees the
 * change without a restart. A missing, empty or oversized file means the template is shown.
 */
export async function readLegalText(
  dataDir: string,
  name: keyof typeof LEGAL_FILES,
): Promise<LegalText> {
  const file = path.join(dataDir, 'legal', LEGAL_FILES[name]);
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile() || stat.size > MAX_LEGAL_TEXT_BYTES) return { text: null, updatedAt: null };
    const text = (await fs.promises.readFile(file, 'utf8')).trim();
    return text ? { text, updatedAt: stat.mtime.toISOString() } : { text: null, updatedAt: null };
  } catch {
    return { text: null, updatedAt: null };
  }
}
