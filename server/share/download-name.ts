/**
 * The name a downloaded file is saved under: its video's title, as letters, digits, spaces,
 * dots and dashes only (what every system's file names take), at most 80 characters, then the
 * file's own extension. 'video' when nothing of the title is left.
 */
export function downloadFileName(title: string, extension: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} .-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 80)
    .trim();
  return `${base || 'video'}.${extension}`;
}

/**
 * Content-Disposition for a download: `filename` in ASCII for old browsers and `filename*`
 * (RFC 6266, UTF-8) with the name as it is.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
