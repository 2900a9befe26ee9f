/**
 * Whole percent of a file the server has acknowledged, 0 when the size is not known. Every
 * screen shows an upload through this one rounding, from the same count of bytes.
 */
export function uploadPercent(received: number, size: number): number {
  if (size <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((received / size) * 100)));
}
